import { tiyinToSom } from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import {
  deleteCodeOf,
  findCodeRow,
  findJoinRow,
  listInvitedRows,
} from './referrals-personal-data.repository.js';

// Referrals in "download my data": the code, who brought the customer (an id only: the other
// person's data is theirs), whom they brought and the bonuses. Deleting the account removes the code; who
// brought whom and the bonuses stay, as the ledger entries they explain do.

export async function referralsForExport(db: Queryable, userId: number) {
  const code = await findCodeRow(db, userId);
  const joined = await findJoinRow(db, userId);
  const invited = await listInvitedRows(db, userId);
  return {
    code: code?.code ?? null,
    referred_by_customer_id: joined?.referrerId ?? null,
    joined_at: joined?.joinedAt.toISOString() ?? null,
    invited: invited.map((row) => ({
      customer_id: row.referredId,
      joined_at: row.joinedAt.toISOString(),
      reward_som: row.rewardTiyin === null ? null : tiyinToSom(row.rewardTiyin),
      reward_status: row.rewardStatus,
    })),
  };
}

export const eraseReferralCode = (tx: Queryable, userId: number): Promise<void> => deleteCodeOf(tx, userId);
