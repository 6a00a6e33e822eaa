import {
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  endpoints,
  type ResponseOf,
} from '@genba/api-client/catalogue';
import type { TNestedErrors } from '@genba/api-client/schemas';
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { CompanyRow, MemberRow, SessionAuth, UserRow } from '../auth/session.ts';
import { lookupSession, renewIfHalfSpent, SESSION_COOKIE } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { AREA_FORBIDDEN_MESSAGE, CALL_AREAS, isRouteAllowed } from '../permissions/routeAccess.ts';
import { loadAccessSubject } from '../permissions/subject.ts';
import type { AppContext, AppDeps, AppEnv } from './env.ts';
import { forbidden, HttpError, sessionExpired, unauthenticated, validationFailed } from './errors.ts';
import { cachedRead } from './readCache.ts';
import { enforceTenancy } from './tenancy.ts';
import { enforceTermsAgreement } from './terms.ts';
import {
  decodeForm,
  decodeQuery,
  INVALID_JSON_MESSAGE,
  issuesToNested,
  type ParseOutcome,
  parseForm,
  parseWith,
} from './validation.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Who is calling: always present on protected entries, maybe on public ones. */
export type Caller = {
  auth: SessionAuth;
  user: UserRow;
  member: MemberRow;
  company: CompanyRow;
  /** The project named by X-Operation-Field, already checked against the member. */
  fieldId: number | undefined;
};

type CallerOf<E extends EndpointDef> = E extends { public: true } ? Partial<Caller> : Caller;

/** What a handler receives: validated input, the session's caller, the query layer and services. */
export type HandlerContext<E extends EndpointDef> = CallerOf<E> & {
  c: AppContext;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  db: Db;
  deps: AppDeps;
};

/** Returns the response body (checked against the entry in test mode), or a ready Response. */
export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<ResponseOf<E> | Response>;

export type RouteDefinition = {
  name: EndpointName;
  method: EndpointDef['method'];
  /** The catalogue's path template (`/api/contactPerson/{id}`). */
  path: string;
  /** This route's body limit in bytes; REQUEST_LIMITS.bodyBytes (64 KiB) when not declared. */
  maxBodyBytes?: number;
  mount: (app: Hono<AppEnv>) => void;
};

/** What a route declares beyond its catalogue entry. */
export type RouteOptions = {
  /** Body limit in bytes for a route that takes uploads or documents; JSON forms keep the default. */
  maxBodyBytes?: number;
  /**
   * A role check of the route's own (system administrators, ...) that throws 403. It runs with the
   * CALL_AREAS check, before the input is read, so a caller without the role never learns the schema.
   */
  access?: (ctx: { db: Db; caller: Partial<Caller> }) => Promise<void>;
  /**
   * A GET read (a list, or a room a page opens with) whose answer depends only on the database, the session and
   * its input: answered from the read cache (readCache.ts) while nothing was
   * written. Not for calls that read the clock beyond a day, external services or files.
   * `{ sharedBy }`: the answer is the same for every caller `sharedBy` names alike (it must read
   * all the handler reads of the caller), so they share one cached answer and one computation;
   * `true`: one session's answer, for that session only. (After a write, ten office sessions of one company
   * with one `sharedBy` compute one case-list page, not ten.)
   */
  cacheRead?: true | { sharedBy: (caller: Caller) => string };
};

/** `/api/contactPerson/{id}` → `/api/contactPerson/:id`. */
export const toHonoPath = (template: string): string => template.replace(/\{(\w+)\}/g, ':$1');

const readBody = async (c: AppContext, entry: EndpointDef): Promise<ParseOutcome> => {
  const schema = entry.body;
  if (!schema) return { ok: true, value: undefined };
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: Awaited<ReturnType<typeof c.req.parseBody>>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch (error) {
      // A multipart body without a boundary, or one cut short, is the client's mistake (422), not ours;
      // a body over the limit keeps its 413.
      if (error instanceof HttpError) throw error;
      return { ok: false, issues: [{ path: [], message: INVALID_JSON_MESSAGE }] };
    }
    return parseForm(schema, decodeForm(form));
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return { ok: false, issues: [{ path: [], message: INVALID_JSON_MESSAGE }] };
  }
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, issues: [{ path: [], message: INVALID_JSON_MESSAGE }] };
    }
  }
  return parseWith(schema, json);
};

const JSON_ENCODER = new TextEncoder();

/**
 * Declares the server side of a catalogue entry: method and path come from the
 * entry, its schemas validate the request (422 in the catalogue's shape), the
 * session is required unless the entry is public (401 without a cookie, 419
 * with a stale one), the X-Operation-* headers must match the session (403),
 * and in test mode the handler's answer must parse with the response schema.
 */
export const implement = <N extends EndpointName>(
  name: N,
  handler: Handler<Endpoints[N]>,
  options: RouteOptions = {},
): RouteDefinition => {
  const entry: EndpointDef = endpoints[name];
  if (options.cacheRead && entry.method !== 'GET') throw new Error(`${name}: only GET calls may be cached`);
  const run = async (c: AppContext): Promise<Response> => {
    const deps = c.var.deps;
    const session = await lookupSession(c);
    let caller: Partial<Caller> = {};
    // The whole caller of a valid session (what a shared read cache key is computed from).
    let signedIn: Caller | undefined;
    if (session.kind === 'valid') {
      const { auth } = session;
      if (!entry.public) enforceTermsAgreement(name, auth);
      // Public entries (login, reset) act on no tenant's data, so stale headers from another tab do not block them.
      const { fieldId } = entry.public ? { fieldId: undefined } : await enforceTenancy(c, auth);
      signedIn = { auth, user: auth.user, member: auth.member, company: auth.company, fieldId };
      caller = signedIn;
      await renewIfHalfSpent(c, auth);
    } else if (!entry.public) {
      throw session.kind === 'none' ? unauthenticated() : sessionExpired(SESSION_COOKIE);
    }
    c.set('auth', caller.auth);

    // The one access rule (permissions/routeAccess.ts) also guards the calls of a guarded area. It is decided
    // before the input is read: a member without the right gets 403 whatever they send, and never a 422 that
    // describes the schema of a call they may not make. Unauthenticated callers already stopped above.
    const area = CALL_AREAS[name];
    if (area && caller.member && caller.company) {
      const subject = await loadAccessSubject(deps.db, caller.member, caller.company, deps.now());
      if (!isRouteAllowed(area, subject)) throw forbidden(AREA_FORBIDDEN_MESSAGE);
    }
    if (options.access) await options.access({ db: deps.db, caller });

    const params = entry.params
      ? await parseWith(entry.params, c.req.param())
      : { ok: true as const, value: undefined };
    const query = entry.query
      ? await parseWith(entry.query, decodeQuery(c.req.queries()))
      : { ok: true as const, value: undefined };
    const body = await readBody(c, entry);
    if (!params.ok || !query.ok || !body.ok) {
      // One tree for params, query and body: the client flattens it anyway (talk §8).
      const errors: TNestedErrors = {};
      for (const outcome of [params, query, body]) if (!outcome.ok) issuesToNested(outcome.issues, errors);
      throw validationFailed(errors);
    }

    const ctx = {
      ...caller,
      c,
      params: params.value,
      query: query.value,
      body: body.value,
      db: deps.db,
      deps,
    } as HandlerContext<Endpoints[N]>;
    const checkInTests = (answer: unknown) => {
      if (deps.config.env !== 'test') return;
      const checked = entry.response.safeParse(answer);
      if (!checked.success) {
        throw new Error(`Response of ${name} does not match its catalogue schema: ${checked.error.message}`);
      }
    };
    if (options.cacheRead && signedIn && deps.config.readCache) {
      // The cache keeps the answer's encoded JSON, not the object: a warm read then costs neither
      // JSON.stringify nor the UTF-8 encoding of the (mostly Japanese) text, which the profile of
      // bench:api showed as the largest share of a cached list's CPU.
      // One session's answer, or the answer of the callers sharedBy names alike, for the same project
      // header and the same validated input. The two kinds of key never meet (session, shared).
      const audience =
        options.cacheRead === true
          ? `session ${signedIn.auth.tokenHash}`
          : `shared ${options.cacheRead.sharedBy(signedIn)}`;
      const encoded = await cachedRead(
        deps.db,
        `${name}\n${audience}\n${signedIn.fieldId ?? ''}\n${JSON.stringify([params.value, query.value])}`,
        async () => {
          const answer = await handler(ctx);
          if (answer instanceof Response) throw new Error(`${name} is cached and must not answer a Response`);
          checkInTests(answer);
          return JSON_ENCODER.encode(JSON.stringify(answer));
        },
        () => deps.now().getTime(),
      );
      return c.body(encoded, 200, { 'Content-Type': 'application/json' });
    }
    const result = await handler(ctx);
    if (result instanceof Response) return result;
    checkInTests(result);
    if (entry.responseType === 'text') return c.text(String(result));
    return c.json(result as object);
  };
  return {
    name,
    method: entry.method,
    path: entry.path,
    maxBodyBytes: options.maxBodyBytes,
    mount: (app) => {
      app.on(entry.method, toHonoPath(entry.path), run);
    },
  };
};
