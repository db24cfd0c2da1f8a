import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '@/components/layout/route-overlay';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
