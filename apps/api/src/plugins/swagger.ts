import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type AccountAccess, apiPaths, scopesFor } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CONTENT_SECURITY_POLICY } from './security-headers.js';

/**
 * Swagger UI 5 (as pinned) injects one fixed <style> element; its hash is allowed on the docs pages only.
 * Scripts stay 'self' everywhere.
 */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
const docsCsp = Object.entries({
  ...CONTENT_SECURITY_POLICY,
  'style-src': [...CONTENT_SECURITY_POLICY['style-src'], SWAGGER_UI_STYLE_HASH],
})
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

type Transform = typeof jsonSchemaTransform;

/**
 * The routes' schemas as OpenAPI, plus what a personal API key may call: a customer operation a key's scope opens
 * also lists the `apiKeyAuth` scheme and, in `x-required-scopes`, the scopes any one of which opens it. OpenAPI
 * 3.0 lets a requirement list scopes only for OAuth2, hence the extension. Both come from the route's declared
 * `accountPermission`, the same one the auth plugin checks a key against, so the document cannot drift from it.
 */
export const withApiKeyScopes: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as { security?: Record<string, string[]>[] } | undefined;
  const config = input.route.config as
    | { accountPermission?: AccountAccess; sessionOnly?: boolean }
    | undefined;
  const access = config?.sessionOnly ? undefined : config?.accountPermission;
  const sessionOnly = schema?.security?.length === 1 && 'bearerAuth' in (schema.security[0] ?? {});
  const scopes = access ? scopesFor(access) : [];
  if (!schema || !sessionOnly || scopes.length === 0 || !input.url.startsWith('/api/client/')) return result;
  return {
    ...result,
    schema: {
      ...schema,
      security: [{ bearerAuth: [] }, { apiKeyAuth: [] }] as Record<string, string[]>[],
      'x-required-scopes': scopes,
    },
  };
};

/** OpenAPI generated from the routes' zod schemas; the UI is served from local assets at /api/docs. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance, options: { appUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Hosting portal API',
          description: 'The customer API of the hosting portal. Answers are in the { status } envelope.',
          version: '1.0.0',
        },
        servers: [{ url: options.appUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'A customer session token' },
            apiKeyAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A personal API key (`hp_…`), made by the account owner in the portal’s security settings. It acts in the owner’s account on the operations whose `x-required-scopes` names one of its scopes; anything else answers 403 API_KEY_FORBIDDEN. Each key has its own per-minute limit (429 with Retry-After).',
            },
            staffBearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'A staff session token (/api/admin only)',
            },
            // The providers' callbacks: Payme calls with Basic auth; Click signs its form instead (no header).
            paymeBasicAuth: {
              type: 'http',
              scheme: 'basic',
              description:
                'Payme Merchant API: login `Paycom`, password the merchant key (docs/providers/payme.md); a wrong one answers JSON-RPC error -32504.',
            },
            clickSignedForm: {
              // OpenAPI 3.0 has no scheme for a signed body; an apiKey names the field, the description says where.
              type: 'apiKey',
              in: 'query',
              name: 'sign_string',
              description:
                'Click SHOP API: no header. The form-encoded body carries `sign_time` and `sign_string` = MD5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id, Complete only] + amount + action + sign_time), hex; a wrong one answers error -1 (docs/providers/click.md).',
            },
          },
        },
      },
      transform: withApiKeyScopes,
    });
    await app.register(swaggerUi, {
      routePrefix: apiPaths.docs,
      // The public validator badge would load an image from another host, which the CSP forbids.
      uiConfig: { validatorUrl: null, deepLinking: false },
      staticCSP: docsCsp,
    });
  },
  { name: 'swagger' },
);
