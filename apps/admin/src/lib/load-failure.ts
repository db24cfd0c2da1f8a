import { errorCode } from '@portal/web-kit/api';
import { errorText } from '@portal/web-kit/errors';
import type { TFunction } from 'i18next';

/**
 * Why a page's data did not come: a role without the permission is told so (trying again would not help),
 * anything else through the kit's error texts, with "could not load, try again" for the rest.
 */
export function loadFailure(error: unknown, t: TFunction): string {
  if (errorCode(error) === 'FORBIDDEN') return t('common:no_permission');
  return errorText(t, error, t('common:load_failed'));
}
