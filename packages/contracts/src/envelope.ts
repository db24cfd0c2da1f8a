import { z } from 'zod';

/** `{ status: true, data }`: the success envelope of every answer (DESIGN.md §2). */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });

/** Paged lists add the total count. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), data: z.array(item), total: z.number().int().nonnegative() });

export const perPageQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  page: z.coerce.number().int().min(1).default(1),
});
