import { errorResponseSchema } from '@portal/contracts';

// What any route may answer before it runs, whatever it does itself: Node's HTTP parser refuses headers over its
// size limit, and plugins/errors.ts answers in the envelope (answerClientError). Declared on the operations that
// refuse nothing of their own, so a client generated from the document has a 4xx answer to map on each.
export const beforeTheRoute = {
  431: errorResponseSchema.describe('Request headers over the size limit, refused before the route runs'),
};
