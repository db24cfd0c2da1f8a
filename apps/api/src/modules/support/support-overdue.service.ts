import type { Queryable } from '../../db/database.js';
import { countOverdueTickets } from './support-overdue.repository.js';

/** How many tickets are past their first-answer time now: the overdue-ticket alert fires when any are. */
export const overdueTicketCount = (db: Queryable, now: Date): Promise<number> => countOverdueTickets(db, now);
