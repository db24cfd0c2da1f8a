import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/staff.schema.js';
import { users } from './account.schema.js';

// What staff keep on a customer's account (its own file: staff members reference users, the notes reference both).

/** Notes staff keep on a customer; customers never see them. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('customer_notes_customer_idx').on(table.customerId, table.createdAt)],
);
