import { errorResponseSchema } from '@portal/contracts';
import { requireAuth } from '../../plugins/auth.js';

/** What a customer's order route may refuse with. */
export const orderRefusals = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/** Every customer order route's tag and security. */
export const orderRouteCommon = { tags: ['hosting'], security: [{ bearerAuth: [] }] };

/** The signed-in customer's id (the route declares bearerAuth, so requireAuth holds). */
export const customerIdOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;
