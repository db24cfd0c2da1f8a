import { errorStatus } from '@portal/web-kit/api';
import { QueryClient } from '@tanstack/react-query';

/** Client errors (4xx) will not change on a retry; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !((errorStatus(error) ?? 0) >= 400 && (errorStatus(error) ?? 0) < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
