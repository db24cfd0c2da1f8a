import type { Queryable } from '../../db/database.js';
import { countOpenTickets, countOverdueTickets } from './support-overdue.repository.js';

/** How many tickets are past their first-answer time now: the overdue-ticket alert fires when any are. */
export const overdueTicketCount = (db: Queryable, now: Date): Promise<number> => countOverdueTickets(db, now);

/** Tickets not closed, for the metrics. */
export const openTicketCount = (db: Queryable): Promise<number> => countOpenTickets(db);
