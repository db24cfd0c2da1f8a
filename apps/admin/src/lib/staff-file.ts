import { currentLanguage } from './i18n';
import { getToken } from './session';

/**
 * Opens a file the API serves to staff (a record's scan, a customer's PDF) in a new tab. It needs the staff token,
 * which a plain link cannot carry: it is fetched and shown from a Blob. Answers false on failure.
 */
export async function openStaffFile(url: string): Promise<boolean> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'Accept-Language': currentLanguage() },
  }).catch(() => null);
  if (!response?.ok) return false;
  window.open(URL.createObjectURL(await response.blob()), '_blank', 'noopener');
  return true;
}
