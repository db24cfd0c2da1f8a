import { z } from 'zod';

/** `{ status: true, data }`: the success envelope of every answer (docs/product/api.md). */
export const okEnvelope = <T extends z.core.$ZodType>(data: T) => z.object({ status: z.literal(true), data });

/**
 * The data of an answer that carries none (`{ status: true, data: null }`: a change whose result the client does
 * not read). A client call passes it as its response schema, so no answer goes unchecked.
 */
export const noDataSchema = z.null();

/** The data of a create that answers only the new row's id (the console's news, articles, servers, tariffs). */
export const createdIdSchema = z.object({ id: z.number().int() });

/** Paged lists add the total count. */
export const pagedEnvelope = <T extends z.core.$ZodType>(item: T) =>
  z.object({ status: z.literal(true), data: z.array(item), total: z.number().int().nonnegative() });

/** Row ids are PostgreSQL integers: a number past 2^31 − 1 names no row and must not reach a query. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A whole number as JSON or a URL carries it: a number, or plain decimal digits. `Number()` (z.coerce) would
 * also read `0x10`, `1e1`, ` 16`, `+16`, `16.0` and `016` as 16, so one row would answer to many spellings.
 */
export const decimalIntegerSchema = z
  .union([z.number(), z.string().regex(/^(0|[1-9][0-9]{0,15})$/)], { error: 'invalid' })
  .pipe(z.coerce.number({ error: 'invalid' }));

export const rowIdSchema = decimalIntegerSchema.pipe(
  z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .positive({ error: 'invalid' })
    .max(MAX_ROW_ID, { error: 'invalid' }),
);
export const idParamsSchema = z.object({ id: rowIdSchema });

/** A page number of a list; bounded so that page × per_page stays a safe offset. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);

export const perPageQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: pageNumberSchema,
});
