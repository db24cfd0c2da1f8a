import { adminPaths } from '@portal/contracts';
import { currentLanguage } from './i18n';
import { getToken } from './session';

/**
 * Opens one scan of a customer's record in a new tab. The file needs the staff token, which a plain link
 * cannot carry: it is fetched and shown from a Blob. The server audits every view. Answers false on failure.
 */
export async function openRecordFile(customerId: number, recordId: number, kind: string): Promise<boolean> {
  const url = adminPaths.customerRecordFile
    .replace(':id', String(customerId))
    .replace(':record_id', String(recordId))
    .replace(':kind', kind);
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'Accept-Language': currentLanguage() },
  }).catch(() => null);
  if (!response?.ok) return false;
  window.open(URL.createObjectURL(await response.blob()), '_blank', 'noopener');
  return true;
}
