import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingScreen } from '@/components/layout/route-overlay';
import { i18n } from '@/lib/i18n';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* No query client here: each lazy part that queries brings the page's one (lib/query-scope.tsx). */}
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </I18nextProvider>
  );
}
