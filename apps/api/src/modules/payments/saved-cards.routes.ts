import {
  autopayAttemptSchema,
  autopaySettingsSchema,
  cardChargeRequestSchema,
  cardChargeResultSchema,
  cardsSetupSchema,
  errorResponseSchema,
  idParamsSchema,
  okEnvelope,
  saveCardRequestSchema,
  savedCardPaths,
  savedCardSchema,
  updateAutopayRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth.js';
import { listAutopayAttempts } from './autopay-attempts.service.js';
import {
  cardsSetup,
  chargeCard,
  getAutopay,
  listCards,
  removeCard,
  type SavedCardsDeps,
  saveCard,
  updateAutopay,
} from './saved-cards.service.js';

const security = [{ bearerAuth: [] }];
const tags = ['payments'];
const failures = { 401: errorResponseSchema, 422: errorResponseSchema, 503: errorResponseSchema };

/** The customer's saved cards, one-tap top-ups and auto-pay. */
export const savedCardsRoutes: FastifyPluginAsyncZod<SavedCardsDeps> = async (app, deps) => {
  app.get(
    savedCardPaths.setup,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'getCardsSetup',
        summary:
          "Where the browser tokenizes a card: Payme's cards endpoint and the merchant id (never a key)",
        security,
        response: { 200: okEnvelope(cardsSetupSchema), ...failures },
      },
    },
    async () => ({ status: true as const, data: cardsSetup(deps) }),
  );

  app.get(
    savedCardPaths.cards,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'listSavedCards',
        summary: 'The saved cards: masked number, expiry, and which one auto-pay charges',
        security,
        response: { 200: okEnvelope(z.array(savedCardSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listCards(app.db, { userId: requireAuth(request).user.id }),
    }),
  );

  app.post(
    savedCardPaths.cards,
    {
      config: { accountPermission: 'billing.manage' },
      schema: {
        tags,
        operationId: 'saveCard',
        summary: 'Keeps a card the browser verified with its SMS code; Payme is asked about the token first',
        security,
        body: saveCardRequestSchema,
        response: { 200: okEnvelope(savedCardSchema), ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await saveCard(app.db, deps, {
        userId: requireAuth(request).user.id,
        token: request.body.token,
        now: app.clock.now(),
      }),
    }),
  );

  app.delete(
    savedCardPaths.card,
    {
      config: { accountPermission: 'billing.manage' },
      schema: {
        tags,
        operationId: 'removeSavedCard',
        summary: 'Removes a card here and at Payme; auto-pay that used it turns off (the customer is told)',
        security,
        params: idParamsSchema,
        response: { 200: okEnvelope(z.null()), 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      await removeCard(app.db, deps, {
        userId: requireAuth(request).user.id,
        cardId: request.params.id,
        now: app.clock.now(),
      });
      return { status: true as const, data: null };
    },
  );

  app.post(
    savedCardPaths.charge,
    {
      // A lost answer must not charge twice: the client sends an Idempotency-Key with each submit.
      config: { accountPermission: 'billing.manage', idempotent: true },
      schema: {
        tags,
        operationId: 'chargeSavedCard',
        summary: 'Tops up the balance from a saved card (Payme receipt created and paid with its token)',
        description: 'State `paying`: Payme has not answered yet; the balance follows once it has.',
        security,
        params: idParamsSchema,
        body: cardChargeRequestSchema,
        response: { 200: okEnvelope(cardChargeResultSchema), 404: errorResponseSchema, ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await chargeCard(app.db, deps, {
        userId: requireAuth(request).user.id,
        cardId: request.params.id,
        amountTiyin: request.body.amount,
        now: () => app.clock.now(),
      }),
    }),
  );

  app.get(
    savedCardPaths.autopay,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'getAutopay',
        summary: 'Auto-pay: on or off, the card, the ceiling of one charge and the consent given',
        security,
        response: { 200: okEnvelope(autopaySettingsSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getAutopay(app.db, { userId: requireAuth(request).user.id }),
    }),
  );

  app.put(
    savedCardPaths.autopay,
    {
      config: { accountPermission: 'billing.manage' },
      schema: {
        tags,
        operationId: 'updateAutopay',
        summary: 'Turns auto-pay on (card, ceiling, the consent text version agreed to) or off',
        description: 'Turning it on or off is told on every channel the customer chose.',
        security,
        body: updateAutopayRequestSchema,
        response: { 200: okEnvelope(autopaySettingsSchema), ...failures },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateAutopay(app.db, {
        userId: requireAuth(request).user.id,
        request: request.body,
        now: app.clock.now(),
      }),
    }),
  );

  app.get(
    savedCardPaths.autopayAttempts,
    {
      config: { accountPermission: 'billing.read' },
      schema: {
        tags,
        operationId: 'listAutopayAttempts',
        summary:
          "Every auto-pay charge attempt, what it renewed and its outcome (a failure's reason), newest first",
        security,
        response: { 200: okEnvelope(z.array(autopayAttemptSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listAutopayAttempts(app.db, { userId: requireAuth(request).user.id }),
    }),
  );
};
