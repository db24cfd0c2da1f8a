import { errorResponseSchema, okEnvelope } from '@portal/contracts';
import { z } from 'zod';

/** What every console route declares: the staff bearer token (the staff-auth plugin checks the permission). */
export const staffSecurity = [{ staffBearerAuth: [] }];

/** The refusals a console route that reads or writes one thing answers with. */
export const staffRefusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** A change that answers nothing but that it was made. */
export const staffChanged = { 200: okEnvelope(z.null()), ...staffRefusals };
export const changeDone = { status: true as const, data: null };
