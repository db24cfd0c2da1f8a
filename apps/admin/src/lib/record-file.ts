import { adminPaths } from '@portal/contracts';
import { openStaffFile } from './staff-file';

/** Opens one scan of a customer's record in a new tab (the server audits every view). Answers false on failure. */
export function openRecordFile(customerId: number, recordId: number, kind: string): Promise<boolean> {
  return openStaffFile(
    adminPaths.customerRecordFile
      .replace(':id', String(customerId))
      .replace(':record_id', String(recordId))
      .replace(':kind', kind),
  );
}
