import {
  type DomainZone,
  isManualZone,
  registerDomainRequestSchema,
  setNameserversRequestSchema,
  splitDomainName,
  transferDomainRequestSchema,
} from '@portal/contracts';
import { z } from 'zod';

// The domain forms hold what their inputs hold (the name-server choice, a picked registrant). These schemas
// check it with the contracts' own rules and turn it into the request the contract describes, so the screen
// and the API cannot disagree about what is valid.

export const NAMESERVER_MODES = ['default', 'hosting', 'custom'] as const;
export type NameserverMode = (typeof NAMESERVER_MODES)[number];

/** The typed list: one host per line (commas and spaces separate too), blank lines ignored. */
export const splitNameservers = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((host) => host.trim())
    .filter(Boolean);

const [listRequestSchema, hostingRequestSchema] = setNameserversRequestSchema.options;

/** The request's part the choice makes: nothing (the portal's servers), a list, or a hosting order. */
type NameserverPart =
  | { nameservers?: undefined; hosting_order_id?: undefined }
  | { nameservers: string[]; hosting_order_id?: undefined }
  | { nameservers?: undefined; hosting_order_id: number };

/**
 * Where the domain points, as NameserverChoice holds it, turned into the request's part: nothing for the
 * portal's servers (the API's default), the hosting order, or the typed list. An error is the whole choice's
 * (the first the contract finds, `nameservers_minimum`, `nameserver_invalid`…), shown beside the one input.
 */
export const nameserverChoiceSchema = z
  .object({ mode: z.enum(NAMESERVER_MODES), hostingOrderId: z.number().optional(), text: z.string() })
  .transform((choice, ctx): NameserverPart => {
    if (choice.mode === 'default') return {};
    if (choice.mode === 'hosting' && choice.hostingOrderId === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const parsed =
      choice.mode === 'hosting'
        ? hostingRequestSchema.safeParse({ hosting_order_id: choice.hostingOrderId })
        : listRequestSchema.safeParse({ nameservers: splitNameservers(choice.text) });
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalid' });
    return z.NEVER;
  });
export type NameserverValue = z.input<typeof nameserverChoiceSchema>;

/** The checkout's choices as kept across a top-up (lib/checkout-draft.ts): what its inputs hold. */
export const checkoutDraftSchema = z.object({
  years: z.number(),
  nameservers: z.object({
    mode: z.enum(NAMESERVER_MODES),
    hostingOrderId: z.number().optional(),
    text: z.string(),
  }),
  record_id: z.number().optional(),
});

export const defaultNameserverValue: NameserverValue = {
  mode: 'default',
  hostingOrderId: undefined,
  text: '',
};

/** The zone of a typed name, when it is one we sell (IDN labels are checked by the server). */
export function zoneOf(name: string): DomainZone | undefined {
  const split = splitDomainName(name.trim().toLowerCase());
  if ('zone' in split) return split.zone;
  // A Unicode label fails the ASCII check but may still name a zone we sell: read the zone alone.
  const zone = splitDomainName(`a.${name.trim().toLowerCase().split('.').slice(1).join('.')}`);
  return 'zone' in zone ? zone.zone : undefined;
}

/** Whether a typed name is in .uz or one of its zones, whose orders name a registrant (a person record). */
export const needsRegistrant = (name: string) => {
  const zone = zoneOf(name);
  return zone !== undefined && isManualZone(zone);
};

// The contract leaves record_id optional; the API requires it for .uz zones. Checked even when another field
// failed (`when`), so every missing answer shows at once.
const registrantRule = (
  needed: (form: { name?: string }) => boolean,
): [(form: { name?: string; record_id?: number | undefined }) => boolean, z.core.$ZodCustomParams] => [
  (form) => !needed(form) || form.record_id !== undefined,
  { path: ['record_id'], error: 'record_required', when: () => true },
];

const order = registerDomainRequestSchema.shape;
// A picker holds a number. The contract's rule for its field also takes the digits a request may carry, so zod
// types its input as number | string; the form's value stays the number, which the rule takes as it is.
const picked = <Output, Input>(rule: z.ZodType<Output, Input>) =>
  z.number().pipe(rule as unknown as z.ZodType<Output, number>);
const pickedRecord = picked(order.record_id.unwrap()).optional();

/** The checkout of one name (the page's, not a field): term, name servers and, for .uz, the registrant. */
export const domainOrderFormSchema = (isManual: boolean) =>
  z
    .object({ years: picked(order.years), nameservers: nameserverChoiceSchema, record_id: pickedRecord })
    .refine(...registrantRule(() => isManual))
    .transform(({ nameservers, ...rest }) => ({ ...rest, ...nameservers }));

/** A transfer in: the name and its code, the name servers and, for .uz, the registrant; one year. */
export const domainTransferFormSchema = transferDomainRequestSchema
  // `years` stays out of the form: the contract's default (one year) fills it.
  .pick({ name: true, auth_code: true, years: true })
  .extend({ nameservers: nameserverChoiceSchema, record_id: pickedRecord })
  .refine(...registrantRule((form) => needsRegistrant(form.name ?? '')))
  .transform(({ nameservers, record_id, ...transfer }) => ({
    ...transfer,
    // A transfer keeps its own servers or takes a list; it cannot point at a hosting order.
    ...(nameservers.nameservers ? { nameservers: nameservers.nameservers } : {}),
    // A registrant picked for a .uz name stays in the form when the name changes to another zone.
    ...(needsRegistrant(transfer.name) ? { record_id } : {}),
  }));

/** The domain page's change of name servers: the portal's own again, my hosting order or my own list. */
export const nameserversFormSchema = z
  .object({ nameservers: nameserverChoiceSchema })
  .transform(({ nameservers: part }) => {
    if (part.nameservers) return { nameservers: part.nameservers };
    if (part.hosting_order_id !== undefined) return { hosting_order_id: part.hosting_order_id };
    return { portal_nameservers: true as const };
  });
