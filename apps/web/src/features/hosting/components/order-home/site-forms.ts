import {
  createSiteRequestSchema,
  deleteSiteRequestSchema,
  phpVersionSchema,
  siteAliasesSchema,
} from '@portal/contracts';
import { z } from 'zod';

// The contract's request schemas, with the aliases typed as one line of names (spaces or commas between them)
// and checked by the contract's own alias rules once split.

const aliasesLine = z
  .string()
  .transform((line) => line.split(/[\s,]+/).filter(Boolean))
  .pipe(siteAliasesSchema);

export const siteCreateFormSchema = createSiteRequestSchema.extend({ aliases: aliasesLine });
export type SiteCreateForm = z.input<typeof siteCreateFormSchema>;

/** The edit form shows every field; the dialog sends only those that changed (UpdateSiteRequest's partial). */
export const siteEditFormSchema = z.object({
  php_version: phpVersionSchema,
  aliases: aliasesLine,
  https_redirect: z.boolean(),
});
export type SiteEditForm = z.input<typeof siteEditFormSchema>;

export const siteDeleteFormSchema = deleteSiteRequestSchema;
