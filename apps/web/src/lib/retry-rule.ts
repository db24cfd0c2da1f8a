import { errorStatus } from '@portal/web-kit/api';

/** Client errors (4xx) will not change on a retry; network and server errors may. */
export const mayRetry = (error: unknown): boolean => {
  const status = errorStatus(error) ?? 0;
  return !(status >= 400 && status < 500);
};
