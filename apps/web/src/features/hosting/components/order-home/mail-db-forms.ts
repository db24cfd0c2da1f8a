import {
  createDatabaseRequestSchema,
  createMailboxRequestSchema,
  databasePasswordRequestSchema,
  mailboxQuotaSchema,
  mailForwardSchema,
  strongPasswordSchema,
} from '@portal/contracts';
import { z } from 'zod';

// The contracts' request schemas as the mail and database forms fill them: forwarding typed as one line of
// addresses (spaces or commas between them), a password left empty meaning "keep it".

const forwardLine = z
  .string()
  .transform((line) => line.split(/[\s,]+/).filter(Boolean))
  .pipe(mailForwardSchema);

export const mailboxCreateFormSchema = createMailboxRequestSchema;
export type MailboxCreateForm = z.input<typeof mailboxCreateFormSchema>;

export const mailboxEditFormSchema = z.object({
  password: z.union([z.literal(''), strongPasswordSchema()]),
  quota_mb: mailboxQuotaSchema,
  forward: forwardLine,
  keep_copy: z.boolean(),
});
export type MailboxEditForm = z.input<typeof mailboxEditFormSchema>;

export const databaseCreateFormSchema = createDatabaseRequestSchema;
export const databasePasswordFormSchema = databasePasswordRequestSchema;

/** A number field's text as a number, empty as absent (the schema then says "required"). */
export const asNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
