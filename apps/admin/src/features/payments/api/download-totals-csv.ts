import { adminPaths } from '@portal/contracts';
import { apiBlob } from '@/lib/api';
import { queryString } from './query-string';

/**
 * The CSV needs the staff token, which a plain link cannot carry: it is fetched, then handed to the browser as a
 * download.
 */
export async function downloadTotalsCsv(
  range: { from: string; to: string },
  filename: string,
): Promise<void> {
  const file = await apiBlob(`${adminPaths.paymentTotalsCsv}?${queryString(range)}`);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
