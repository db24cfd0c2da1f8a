import { z } from 'zod';

// Passkeys: the relying party a browser binds each passkey to. Parsed as part of config.ts.

export const webauthnEnvShape = {
  WEBAUTHN_RP_ID: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(localhost|([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/, {
      error: 'must be a domain name such as portal.example.uz',
    })
    .optional()
    .describe(
      "The domain passkeys belong to: the site's own host or a parent of it. Default: APP_URL's host.",
    ),
  WEBAUTHN_RP_NAME: z
    .string()
    .trim()
    .min(1)
    .max(64, { error: 'must be at most 64 characters' })
    .optional()
    .describe('The name a browser shows when it offers to save a passkey.'),
  WEBAUTHN_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
            error: 'must be origins such as https://portal.example.uz, comma-separated',
          }),
        )
        .min(1, { error: 'must name at least one origin' }),
    )
    .optional()
    .describe("Origins a passkey ceremony may come from, comma-separated. Default: APP_URL's origin."),
};

type WebauthnEnv = z.infer<z.ZodObject<typeof webauthnEnvShape>>;

/** The name customers know the portal by, as in authenticator apps (CUSTOMER_TOTP_ISSUER) and MAIL_FROM. */
const PRODUCT_NAME = 'Portal';

export interface WebauthnConfig {
  rpId: string;
  rpName: string;
  origins: string[];
}

export function webauthnConfig(vars: WebauthnEnv, appUrl: string): WebauthnConfig {
  const app = new URL(appUrl);
  return {
    rpId: vars.WEBAUTHN_RP_ID ?? app.hostname,
    rpName: vars.WEBAUTHN_RP_NAME ?? PRODUCT_NAME,
    origins: vars.WEBAUTHN_ORIGINS ?? [app.origin],
  };
}
