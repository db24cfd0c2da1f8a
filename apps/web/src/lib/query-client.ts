import { QueryClient } from '@tanstack/react-query';
import { mayRetry } from './retry-rule';

const shouldRetry = (failureCount: number, error: unknown) => failureCount < 2 && mayRetry(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
