import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { setUnauthenticatedHandler } from '@/lib/api';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(() => {
    const created = createRouter();
    // A session that ended on the server (idle, logged out elsewhere) sends staff back to the login screen.
    setUnauthenticatedHandler(() => {
      queryClient.clear();
      void created.navigate(paths.login, { replace: true });
    });
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
