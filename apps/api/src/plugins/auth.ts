import {
  ACCOUNT_HEADER,
  type AccountAccess,
  type AccountPermission,
  API_KEY_PREFIX,
  type ApiKeyScope,
  keyPermits,
  permits,
  rowIdSchema,
} from '@portal/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { readBearerToken } from '../lib/bearer-token.js';
import { hooksOf } from '../lib/route-hooks.js';
import { decodedPathOf } from '../lib/route-path.js';
import type { RunAudited } from './staff-audit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write a support session may make (the allow-list of `isOpenToSupport`): always, or only for the bodies a
     * check accepts (run once the body is validated). Set on the route, so the decision follows the route the
     * router matched, whatever the spelling of the URL.
     */
    supportSession?: 'allowed' | ((body: unknown, auth: CustomerAuth) => boolean);
    /**
     * What a customer route needs in the account it acts in (see `AccountAccess`): the owner passes every
     * permission, a member only those of their role. Every `bearerAuth` route declares it; one that does not is
     * the owner's alone (and `test/modules/team/route-permissions.test.ts` fails until it says).
     */
    accountPermission?: AccountAccess;
    /**
     * Only a browser session may call it, never a personal API key, whatever its scopes: the live stream's ticket
     * is bound to the session that bought it.
     */
    sessionOnly?: boolean;
  }
  interface FastifyInstance {
    /** Loads the customer's session or answers 401; run for every route that declares `bearerAuth`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Every customer route that needs a session, with what it declared: the permission matrix reads it. */
    customerRoutes: {
      method: string;
      url: string;
      access: AccountAccess | undefined;
      sessionOnly: boolean;
    }[];
  }
}

/** A customer's session and user; its type is declared by the auth module (modules/auth/request-auth.ts). */
type CustomerAuth = NonNullable<FastifyRequest['auth']>;
type SignedIn = Omit<CustomerAuth, 'actor' | 'membership' | 'apiKey'>;

/** A personal API key that still works, and its owner. */
export interface KeyHolder {
  key: { id: number; scopes: readonly ApiKeyScope[]; expiresAt: Date | null };
  user: CustomerAuth['user'];
}

/** An account a member opened: its owner as a request carries a user, and the member's permissions there. */
export interface OpenedAccount {
  user: CustomerAuth['user'];
  membershipId: number;
  permissions: readonly AccountPermission[];
}

/** What a member did in an account, as the owner's activity list shows it. */
export interface MemberActivity {
  accountId: number;
  actor: CustomerAuth['user'];
  operation: string;
  method: string;
  path: string;
  status: number;
  at: Date;
}

/**
 * What the plugin needs of the modules, given at composition (app.ts): a plugin imports no module, so the
 * modules stay free to depend on the plugins.
 */
export interface AuthPluginOptions {
  /** The open session and its user of a bearer token, or null. */
  authenticateToken: (db: Database, token: string, now: Date) => Promise<SignedIn | null>;
  /** The account `accountId` as `actorId`, one of its members, may open it; null when they are not one. */
  openAccount: (db: Database, open: { actorId: number; accountId: number }) => Promise<OpenedAccount | null>;
  /** The key of a personal API key's secret and its owner, or null (unknown, revoked, expired); records the use. */
  authenticateApiKey: (
    db: Database,
    input: { secret: string; ip: string; now: Date },
  ) => Promise<KeyHolder | null>;
  /** Counts a request of a key against its limit; throws RATE_LIMITED past it (shared by every process). */
  limitApiKey: (request: FastifyRequest) => Promise<void>;
  /** Writes one row of a member's activity in an account. */
  recordMemberActivity: (db: Queryable, activity: MemberActivity) => Promise<void>;
  /** Whether a staff member may still act (a support session of a disabled one stops working). */
  isStaffActive: (db: Queryable, staffId: number) => Promise<boolean>;
  /** The audit log's one way in: a support session's requests are audited as its staff member. */
  auditedChange: RunAudited;
}

/**
 * What a support session ("view as customer") may do is decided, not left over: read everything, and the few
 * writes support needs, each marked on its route (`config.supportSession`): fix a typo in the profile's personal
 * info or a person record, see what a change would cost, follow the live stream, end the session (resending the
 * e-mail verification is a GET).
 * (Opening a support ticket on the customer's behalf joins the list once tickets exist.) Everything else, every
 * route that moves money (takes an Idempotency-Key) first of all, answers SUPPORT_SESSION_FORBIDDEN.
 */
function isOpenToSupport(request: FastifyRequest, config: FastifyContextConfig): boolean {
  if (config.idempotent) return false;
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  return config.supportSession !== undefined;
}

/** The customer API: each of its routes declares in its OpenAPI security whether it needs a session. */
const CUSTOMER_API = '/api/client/';

/** Whether a route's declared security names `scheme`: what is documented is what is enforced. */
export function declaresScheme(schema: unknown, scheme: string): boolean {
  const security = (schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return Array.isArray(security) && security.some((requirement) => scheme in requirement);
}

/**
 * Every route under a guarded prefix says who may call it, as its declared security (`[]` for a public one):
 * a route that says nothing stops the start, so forgetting is never an open door.
 */
export function requireDeclaredSecurity(prefix: string, url: string, schema: unknown): void {
  if (!url.startsWith(prefix)) return;
  if (!Array.isArray((schema as { security?: unknown } | undefined)?.security)) {
    throw new Error(`${url} declares no security: give it schema.security ([] when public)`);
  }
}

/**
 * Bearer-token authentication: one query loads the session and its user. A customer route declaring `bearerAuth`
 * needs a customer session: the plugin gives each such route its hooks as it registers, so the route the router
 * matched decides, and no route repeats it.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    {
      authenticateToken,
      authenticateApiKey,
      limitApiKey,
      isStaffActive,
      auditedChange,
      openAccount,
      recordMemberActivity,
    }: AuthPluginOptions,
  ) => {
    app.decorateRequest('auth', null);
    app.decorate('customerRoutes', []);
    app.decorate('authenticate', (request: FastifyRequest) =>
      authenticateFor(request, request.routeOptions.config),
    );

    /** `authenticate`, given the matched route's config (read once by the hook). */
    async function authenticateFor(request: FastifyRequest, config: FastifyContextConfig): Promise<void> {
      const token = readBearerToken(request.headers.authorization);
      if (token?.startsWith(API_KEY_PREFIX)) return authenticateKey(request, token, config);
      const found = token ? await authenticateToken(app.db, token, app.clock.now()) : null;
      if (!found) throw new AppError('UNAUTHENTICATED');
      const own: CustomerAuth = { ...found, actor: found.user, membership: null, apiKey: null };
      const supportStaffId = found.session.supportStaffId;
      if (supportStaffId !== null) {
        // Disabling a staff member ends their support sessions; this keeps one that raced it from working.
        if (!(await isStaffActive(app.db, supportStaffId))) throw new AppError('UNAUTHENTICATED');
        request.auth = own;
        if (!isOpenToSupport(request, config)) throw new AppError('SUPPORT_SESSION_FORBIDDEN');
        // Support views the customer's own account only.
        return;
      }
      // The account the request acts in: the signed-in person's own, or one they belong to (`X-Account-Id`).
      // Most act in their own, and pass without another promise and its await.
      const wanted = accountIdOf(request.headers[ACCOUNT_HEADER]);
      // A route that declares nothing is the owner's alone: forgetting never opens it to members.
      const access = config.accountPermission ?? 'owner';
      request.auth =
        wanted === null || wanted === own.user.id || access === 'self'
          ? own
          : await accountOfMember(own, wanted, access);
    }

    /**
     * A personal API key acts in its owner's account only (`X-Account-Id` is not read), on the routes its scopes'
     * permissions open and those open to anyone in the account: the security, team and key routes ('owner',
     * 'self') and a session's own (`sessionOnly`) are never a key's (docs/api-keys.md). Each key has its own limit.
     */
    async function authenticateKey(
      request: FastifyRequest,
      secret: string,
      config: FastifyContextConfig,
    ): Promise<void> {
      const now = app.clock.now();
      const holder = await authenticateApiKey(app.db, { secret, ip: request.ip, now });
      if (!holder) throw new AppError('UNAUTHENTICATED');
      const { accountPermission = 'owner', sessionOnly } = config;
      if (sessionOnly || !keyPermits(holder.key.scopes, accountPermission))
        throw new AppError('API_KEY_FORBIDDEN');
      request.auth = {
        // No session row stands behind a key; this stand-in is what the routes a key reaches may read.
        session: {
          id: 0,
          sessionId: `api-key-${holder.key.id}`,
          remember: false,
          lastActive: now,
          supportStaffId: null,
          expiresAt: holder.key.expiresAt,
        },
        user: holder.user,
        actor: holder.user,
        membership: null,
        apiKey: { id: holder.key.id, scopes: holder.key.scopes },
      };
      await limitApiKey(request);
    }

    /**
     * The account `wanted` (`X-Account-Id`) as seen by `own`'s user, a member of it whose permissions there must
     * open `access`.
     */
    async function accountOfMember(
      own: CustomerAuth,
      wanted: number,
      access: AccountAccess,
    ): Promise<CustomerAuth> {
      const opened = await openAccount(app.db, { actorId: own.user.id, accountId: wanted });
      // Someone else's account looks the same whether it exists or not; its own code lets the client of a
      // removed member go back to the person's own account instead of showing "not found" on every page.
      if (!opened) throw new AppError('TEAM_ACCOUNT_CLOSED');
      if (!permits(opened.permissions, access)) throw new AppError('MEMBER_FORBIDDEN');
      return {
        ...own,
        user: opened.user,
        membership: { id: opened.membershipId, permissions: opened.permissions },
      };
    }

    // The customer routes that need a session get the hooks below as they register: the route is read once, here,
    // and every other request (pages, the staff API, public routes) passes without them.
    app.addHook('onRoute', (route) => {
      requireDeclaredSecurity(CUSTOMER_API, route.url, route.schema);
      if (!route.url.startsWith(CUSTOMER_API) || !declaresScheme(route.schema, 'bearerAuth')) return;
      const config: FastifyContextConfig = route.config ?? {};
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.customerRoutes.push({
          method,
          url: route.url,
          access: config.accountPermission,
          sessionOnly: config.sessionOnly === true,
        });
      }
      const authenticateHook: onRequestHookHandler = (request, _reply, done) => {
        authenticateFor(request, config).then(() => done(), done);
      };
      // Each first among the route's own hooks, where the app-wide ones they were ran.
      route.onRequest = [authenticateHook, ...hooksOf(route.onRequest)];
      route.onSend = [recordHook, ...hooksOf(route.onSend)];
      // A write open to support only for some bodies is checked once the body is validated.
      const check = config.supportSession;
      if (typeof check !== 'function') return;
      const supportCheckHook: preHandlerHookHandler = (request, _reply, done) => {
        // Only a support session has anything to check.
        if (!request.auth || request.auth.session.supportStaffId === null) return done();
        done(check(request.body, request.auth) ? undefined : new AppError('SUPPORT_SESSION_FORBIDDEN'));
      };
      route.preHandler = [supportCheckHook, ...hooksOf(route.preHandler)];
    });
    /**
     * What a member changes in someone's account is recorded with their name before the answer leaves; reading
     * is not (the owner wants to know who did what, not who looked).
     */
    function recordMemberChange(request: FastifyRequest, reply: FastifyReply, auth: CustomerAuth) {
      if (request.method === 'GET' || request.method === 'HEAD') return null;
      // A repeated Idempotency-Key is answered from the store: the change was made (and recorded) once.
      if (reply.getHeader('idempotent-replay') === 'true') return null;
      const operation = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      return recordMemberActivity(app.db, {
        accountId: auth.user.id,
        actor: auth.actor,
        operation: operation ?? '',
        method: request.method,
        path: decodedPathOf(request),
        status: reply.statusCode,
        at: app.clock.now(),
      });
    }
    /**
     * Every request of a support session is audited as the staff member acting for the customer, before its
     * answer leaves: no answer reaches the staff member without its row.
     */
    function auditSupportRequest(
      request: FastifyRequest,
      reply: FastifyReply,
      staffId: number,
      auth: CustomerAuth,
    ) {
      const customerId = auth.user.id;
      // Decoded, so `/user/%73ecurity/…` is audited as the path it reached.
      const after = { method: request.method, path: decodedPathOf(request), status: reply.statusCode };
      return auditedChange(
        app.db,
        { staffId, ipAddress: request.ip, at: app.clock.now(), action: 'support.request' },
        async () => ({ result: null, customerId, after }),
      );
    }
    // One callback hook for both records: a member's request and a support session's are the only ones with a
    // record to write (a support session acts in the customer's own account, never as a member), and the other
    // requests, nearly all, pass without a promise of their own.
    const recordHook: onSendHookHandler = (request, reply, payload, done) => {
      const auth = request.auth;
      if (!auth) return done(null, payload);
      const staffId = auth.session.supportStaffId;
      const recording =
        staffId !== null
          ? auditSupportRequest(request, reply, staffId, auth)
          : auth.membership
            ? recordMemberChange(request, reply, auth)
            : null;
      if (!recording) return done(null, payload);
      recording.then(() => done(null, payload), done);
    };
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The `X-Account-Id` header: null without it; anything but one row id is refused (422, nothing done). */
function accountIdOf(header: string | string[] | undefined): number | null {
  if (header === undefined) return null;
  const parsed = typeof header === 'string' ? rowIdSchema.safeParse(header) : null;
  if (!parsed?.success)
    throw new AppError('VALIDATION_FAILED', { fields: { [ACCOUNT_HEADER]: ['invalid'] } });
  return parsed.data;
}

/** The session of a request that passed `authenticate`. */
export function requireAuth(request: FastifyRequest): CustomerAuth {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
