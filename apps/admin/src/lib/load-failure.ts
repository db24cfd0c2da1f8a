import { ApiError } from './api';

/**
 * Why a page's data did not come: a role without the permission is told so (trying again would not help),
 * anything else is worth another try.
 */
export function loadFailure(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 403) return t('errors.no_permission');
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return t('errors.NETWORK_ERROR');
  return t('errors.load_failed');
}
