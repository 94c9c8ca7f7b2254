// The sandbox API as a fastify app: build() wires parsers, hooks, the error
// handler and the routes without opening a socket (tests inject or listen on port 0);
// listen() binds it and reports the URL.
import { createRequire } from 'node:module';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { bodyShapeProblems, MAX_BODY_DEPTH } from '../domain/body-shape.js';
import { createCallLimiter, type CallLimiter } from './call-limit.js';
import { persistedClock } from './clock.js';
import {
  DEFAULT_LIMITS,
  randomIds,
  systemClock,
  type FaultRegistry,
  type SandboxClock,
  type SandboxDeps,
  type SandboxIds,
  type SandboxLimits,
} from './deps.js';
import {
  ERROR_CODE_DESCRIPTIONS,
  ERROR_DOCS_PATH,
  SandboxHttpError,
  errorBody,
  wrongToken,
} from './errors.js';
import type { FaultRule } from './fault-grammar.js';
import { createFaultRegistry } from './faults.js';
import type { Principal } from './principal.js';
import { ensureAccount } from './seed.js';
import { getMainAccount, principalLookup } from './store/accounts.js';
import { isBusyError, type SandboxDb } from './store/db.js';
import { registerEndpoint } from './events/detect.js';
import { startDispatcher, type Dispatcher, type DispatcherOptions } from './events/dispatcher.js';
import adminRoutes from './routes/admin.js';
import addressRoutes from './routes/addresses.js';
import carrierRoutes from './routes/carriers.js';
import fileRoutes from './routes/files.js';
import orderRoutes from './routes/orders.js';
import rateRoutes from './routes/rates.js';
import shipmentRoutes from './routes/shipments.js';
import subUserRoutes from './routes/sub-users.js';
import trackingRoutes from './routes/tracking.js';
import warehouseRoutes from './routes/warehouses.js';

export interface BuildOptions {
  db: SandboxDb;
  /**
   * Default: the database's clock setting (`sandbox clock`), re-read whenever the
   * database changed (store/db.ts changeGeneration), so a change made by another
   * process is seen on the very next call. An injected clock
   * also drives the call-limit window; the persisted one does not (see below).
   */
  clock?: SandboxClock;
  limits?: Partial<SandboxLimits>;
  /** Default: a registry with the stored layer of this database, `faultRules` and `faultSeed`. */
  faults?: FaultRegistry;
  /** Start-layer fault rules (`sandbox serve --fault`). */
  faultRules?: readonly FaultRule[];
  /** Seeds the fault draws, so a probabilistic run repeats exactly. */
  faultSeed?: number;
  /** Registers this webhook endpoint at start (`sandbox serve --webhook-url`). */
  webhookEndpoint?: { url: string; secret: string };
  /** Runs the webhook dispatcher while the app is up (`sandbox serve` only). */
  dispatcher?: DispatcherOptions | boolean;
  ids?: SandboxIds;
  logger?: FastifyServerOptions['logger'];
  /** Base URL for links; when omitted, listen() sets it to the bound address. */
  publicUrl?: string;
  /** Seed a warehouse and demo carriers when the account is created (default true). */
  seed?: boolean;
  /** Token of the main account when it is created (default: random). Ignored if it exists. */
  token?: string;
}

export interface SandboxHandle {
  deps: SandboxDeps;
  /**
   * Spends one call of a principal's limit (`accountId:subUserId`) and sets the
   * X-Api-Call-* headers; a 429 when the window is spent. For routes without a token
   * (document links), which count against their owner's limit.
   */
  spendCall(key: string, reply: FastifyReply): void;
  /** Present while the dispatcher runs (build option `dispatcher`). */
  dispatcher?: Dispatcher;
  setPublicUrl(url: string): void;
  publicUrlFixed: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxHandle;
  }
}

type RoutePlugin = (app: FastifyInstance, deps: SandboxDeps) => Promise<void>;
const ROUTES: readonly RoutePlugin[] = [
  adminRoutes,
  carrierRoutes,
  addressRoutes,
  warehouseRoutes,
  fileRoutes,
  subUserRoutes,
  shipmentRoutes,
  orderRoutes,
  rateRoutes,
  trackingRoutes,
];

// Large enough for a 1 MB image in Base64 (≈1.37 MB) plus JSON, so the file rule
// answers with its own detail instead of a transport-level rejection.
const BODY_LIMIT = 4 * 1024 * 1024;

// No route declares a JSON schema (the handlers check bodies with domain/ rules), so fastify's
// schema compilers (ajv, fast-json-stringify: a third of fastify's load time) are required only
// if one ever does, from fastify's own dependencies.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
let validatorFactory: ((...args: any[]) => any) | undefined;
let serializerFactory: ((...args: any[]) => any) | undefined;
const LAZY_COMPILERS = {
  buildValidator: (...args: unknown[]) =>
    (validatorFactory ??= (fastifyRequire('@fastify/ajv-compiler') as () => (...a: unknown[]) => any)())(
      ...args,
    ),
  buildSerializer: (...args: unknown[]) =>
    (serializerFactory ??= (
      fastifyRequire('@fastify/fast-json-stringify-compiler') as () => (...a: unknown[]) => any
    )())(...args),
};

/** What the hooks need to know of a request's route, worked out once per request. */
interface RouteFacts {
  /** `METHOD /path/:param`, as fault rules name routes (the raw URL when no route matched). */
  key: string;
  matched: boolean;
  public: boolean;
  admin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sandboxRoute: RouteFacts | null;
  }
}

function routeFacts(req: FastifyRequest): RouteFacts {
  // routeOptions builds a fresh object on every read: read it once.
  const { url, config } = req.routeOptions;
  return {
    key: `${req.method} ${url ?? req.url}`,
    matched: url !== undefined,
    public: config?.public === true,
    admin: config?.admin === true,
  };
}

const factsOf = (req: FastifyRequest): RouteFacts => (req.sandboxRoute ??= routeFacts(req));

export async function build(options: BuildOptions): Promise<FastifyInstance> {
  let publicUrl = (options.publicUrl ?? 'http://127.0.0.1').replace(/\/+$/, '');
  const deps: SandboxDeps = {
    db: options.db,
    clock: options.clock ?? persistedClock(options.db),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    faults:
      options.faults ??
      createFaultRegistry({
        db: options.db,
        rules: options.faultRules ?? [],
        ...(options.faultSeed === undefined ? {} : { seed: options.faultSeed }),
      }),
    ids: options.ids ?? randomIds,
    publicUrl: () => publicUrl,
  };
  ensureAccount(deps, { seed: options.seed ?? true, token: options.token });
  if (options.webhookEndpoint) registerEndpoint(deps, options.webhookEndpoint);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: false,
    schemaController: { compilersFactory: LAZY_COMPILERS },
  });
  // The call-limit window runs on real time unless a clock is injected: clients
  // compare X-Api-Call-Reset with their own clock, and a frozen sandbox clock
  // would otherwise never refill the window.
  const limiter = createCallLimiter(deps.limits.callLimit, options.clock ?? systemClock);
  app.decorate('sandbox', {
    deps,
    spendCall: (key: string, reply: FastifyReply) => spendCall(limiter, key, reply),
    publicUrlFixed: options.publicUrl !== undefined,
    setPublicUrl: (url: string) => {
      publicUrl = url.replace(/\/+$/, '');
    },
  });
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorateRequest('sandboxRoute', null);

  installJsonParser(app);
  installAuthAndCallLimit(app, deps, limiter);
  installFaultHooks(app, deps);
  installErrorHandlers(app, deps);
  if (options.dispatcher) installDispatcher(app, deps, options.dispatcher === true ? {} : options.dispatcher);

  for (const routes of ROUTES) await app.register(async (scope) => routes(scope, deps));
  return app;
}

function installJsonParser(app: FastifyInstance): void {
  // Every body is read as JSON whatever its Content-Type (curl -d sends a form type);
  // an empty body is no body, and broken JSON is the client's 400, never a 500.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      const parsed: unknown = JSON.parse(text);
      // Members nested thousands deep would overflow the stack of the validators (a 500).
      const deep = bodyShapeProblems(parsed, { maxDepth: MAX_BODY_DEPTH });
      if (deep.length > 0)
        return done(
          new SandboxHttpError(400, {
            message: 'Request body nested too deep',
            code: 'BAD_REQUEST',
            details: deep.map(({ field, issue }) => ({ field, issue })),
          }),
          undefined,
        );
      done(null, parsed);
    } catch (err) {
      done(
        new SandboxHttpError(400, {
          message: 'Malformed JSON body',
          code: 'BAD_REQUEST',
          description: (err as Error).message,
          details: [
            { field: 'body', issue: `is not valid JSON (${(err as Error).message}); send a JSON object` },
          ],
        }),
        undefined,
      );
    }
  });
}

function installDispatcher(app: FastifyInstance, deps: SandboxDeps, options: DispatcherOptions): void {
  app.addHook('onReady', async () => {
    app.sandbox.dispatcher = startDispatcher(deps, options);
  });
  app.addHook('onClose', async () => {
    await app.sandbox.dispatcher?.stop();
    app.sandbox.dispatcher = undefined;
  });
}

function spendCall(limiter: CallLimiter, key: string, reply: FastifyReply): void {
  const state = limiter.consume(key);
  reply.header('X-Api-Call-Limit', `${state.available}/${state.total}`);
  reply.header('X-Api-Call-Reset', state.resetAt.toISOString());
  if (!state.allowed) {
    throw new SandboxHttpError(429, {
      message: 'Too many requests: API call limit reached',
      code: 'TOO_MANY_REQUESTS',
      description: `The limit is ${state.total} calls per window; it resets at ${state.resetAt.toISOString()} (X-Api-Call-Reset).`,
    });
  }
}

// The hooks run on every call, so they take callbacks (no promise per hook) and do
// nothing more than a lookup where nothing is configured: the token's principal and
// the stored faults are kept while the database is unchanged (store/db.ts).
function installAuthAndCallLimit(app: FastifyInstance, deps: SandboxDeps, limiter: CallLimiter): void {
  const lookup = principalLookup(deps.db);
  const authenticate = (req: FastifyRequest, reply: FastifyReply, route: RouteFacts): void => {
    if (route.public) return;
    if (route.admin) {
      const token = req.headers['x-access-token'];
      const main = getMainAccount(deps.db);
      if (!main || token !== main.token) throw wrongToken();
      req.principal = { accountId: main.id, subUserId: null };
      return;
    }
    const header = req.headers['x-access-token'];
    const token = Array.isArray(header) ? header[0] : header;
    const principal = token ? lookup(token) : null;
    // Unauthenticated calls count against their address, so guessing tokens is limited too.
    const key = principal ? `${principal.accountId}:${principal.subUserId ?? ''}` : `anon:${req.ip}`;
    spendCall(limiter, key, reply);
    if (!principal) throw wrongToken();
    req.principal = principal;
  };
  app.addHook('onRequest', (req, reply, done) => {
    try {
      const route = factsOf(req);
      // The Date header tells the time by the sandbox's clock (a live server's Date and its
      // created_at come from one clock): a client places "after my attempt started" on the
      // server's timeline with it when it reconciles an unanswered create.
      reply.header('Date', deps.clock.now().toUTCString());
      authenticate(req, reply, route);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}

function installFaultHooks(app: FastifyInstance, deps: SandboxDeps): void {
  app.addHook('preHandler', (req, reply, done) => {
    const route = factsOf(req);
    if (route.admin) return done();
    let pending: Promise<void> | undefined;
    try {
      pending = deps.faults.before(route.key, reply);
    } catch (err) {
      return done(err as Error);
    }
    if (!pending) return done();
    pending.then(() => done(), done);
  });
  app.addHook('onSend', (req, reply: FastifyReply, payload, done) => {
    const route = factsOf(req);
    if (route.admin || reply.statusCode >= 400 || !route.matched) return done(null, payload);
    let pending: Promise<boolean> | false;
    try {
      pending = deps.faults.after(route.key, reply);
    } catch (err) {
      return done(err as Error);
    }
    if (!pending) return done(null, payload);
    pending.then(() => done(null, payload), done);
  });
}

/** Seconds a client is asked to wait after a busy database (503). */
const BUSY_RETRY_AFTER_S = 1;

function toSandboxError(err: unknown): SandboxHttpError {
  if (err instanceof SandboxHttpError) return err;
  if (isBusyError(err)) {
    // The transaction was rolled back: nothing was written, and a later try will get through.
    return new SandboxHttpError(503, {
      message:
        'The sandbox database is busy (another process holds its write lock); nothing was changed, retry',
      code: 'SERVICE_UNAVAILABLE',
      // Not the code's usual text (a carrier out of reach): this one is about the database.
      description: `Another process holds the database's write lock; retry after ${BUSY_RETRY_AFTER_S} s (Retry-After).`,
    });
  }
  const e = err as { statusCode?: number; code?: string; message?: string };
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new SandboxHttpError(400, {
      message: 'Request body too large',
      code: 'BAD_REQUEST',
      details: [{ field: 'body', issue: `must be at most ${BODY_LIMIT} bytes` }],
    });
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new SandboxHttpError(400, { message: e.message ?? 'Bad request', code: 'BAD_REQUEST' });
  }
  return new SandboxHttpError(500, { message: 'Internal error', code: 'INTERNAL_ERROR' });
}

function installErrorHandlers(app: FastifyInstance, deps: SandboxDeps): void {
  app.setErrorHandler(async (err, req, reply) => {
    const e = toSandboxError(err);
    if (e.status >= 500 && !(err instanceof SandboxHttpError))
      req.log.error({ err }, 'sandbox internal error');
    if (isBusyError(err)) reply.header('Retry-After', String(BUSY_RETRY_AFTER_S));
    return reply
      .code(e.status)
      .type('application/json; charset=utf-8')
      .send(errorBody(e, deps.ids.debugId(), deps.publicUrl()));
  });
  // The page every error body's `link` points at (spec 7.2): one anchor per code.
  app.get(ERROR_DOCS_PATH, { config: { public: true } }, async (_req, reply) => {
    const lines = Object.entries(ERROR_CODE_DESCRIPTIONS).map(([code, text]) => `${code}\n  ${text}`);
    return reply.type('text/plain; charset=utf-8').send(`Sandbox error codes\n\n${lines.join('\n\n')}\n`);
  });
  app.setNotFoundHandler(async (req, reply) => {
    const e = new SandboxHttpError(404, {
      message: `Not found: ${req.method} ${req.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
    return reply.code(404).send(errorBody(e, deps.ids.debugId(), deps.publicUrl()));
  });
}

export interface ListenOptions {
  host?: string;
  port?: number;
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

export async function listen(app: FastifyInstance, options: ListenOptions = {}): Promise<Listening> {
  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 0 });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : options.port;
  // A wildcard bind is reachable on loopback; links must name an address a client can dial.
  const linkHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${linkHost}:${port}`;
  if (!app.sandbox.publicUrlFixed) app.sandbox.setPublicUrl(url);
  return { url, close: () => app.close() };
}
