import type { CardsSetup } from '@portal/contracts';
import { z } from 'zod';

// The browser's own calls to Payme's cards API (docs/providers/payme-cards.md): X-Auth is the merchant id alone,
// so the card number and expiry go from this page to Payme and never to our API, our logs or our database.

/** A refusal Payme answered; `code` picks the words (card-errors.ts). */
export class PaymeCardError extends Error {
  constructor(readonly code: number) {
    super(`Payme refused: ${code}`);
    this.name = 'PaymeCardError';
  }
}

const replySchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number() }).optional(),
});
const cardResultSchema = z.object({ card: z.object({ token: z.string().min(1) }) });
const codeSentSchema = z.object({
  sent: z.boolean(),
  phone: z.string().optional(),
  wait: z.number().optional(),
});

let nextId = 1;

async function call<T>(setup: CardsSetup, method: string, params: object, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(setup.api_url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Auth': setup.merchant_id },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    // Nothing of ours (cookies, the session) goes to Payme.
    credentials: 'omit',
  });
  const reply = replySchema.parse(await response.json());
  if (reply.error) throw new PaymeCardError(reply.error.code);
  return schema.parse(reply.result);
}

/** "8600 4954 7331 6478" and "03/99": the card is sent as Payme wants it (digits; expiry MMYY). */
export async function createCardToken(setup: CardsSetup, card: { number: string; expiry: string }) {
  const number = card.number.replace(/\D/g, '');
  const expire = card.expiry.replace(/\D/g, '');
  const result = await call(
    setup,
    'cards.create',
    { card: { number, expire }, save: true },
    cardResultSchema,
  );
  return result.card.token;
}

/** Payme texts the code to the card's phone; answers the masked phone. */
export async function sendVerifyCode(setup: CardsSetup, token: string) {
  return call(setup, 'cards.get_verify_code', { token }, codeSentSchema);
}

/** The token may change on verify: the one answered is the one to keep. */
export async function verifyCard(setup: CardsSetup, token: string, code: string) {
  return (await call(setup, 'cards.verify', { token, code }, cardResultSchema)).card.token;
}
