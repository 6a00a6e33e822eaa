import {
  type EndpointDef,
  type EndpointName,
  endpoints,
  ZForbiddenError,
  ZServerError,
  ZSessionExpiredError,
} from '@genba/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, companies, projects } from '../../src/db/schema/index.ts';
import { DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { implementedEndpointNames } from '../../src/routes/index.ts';
import { type ExampleContext, examples } from './examples.ts';
import { loginAsManager, type RunningServer, type Session, startContractServer } from './server.ts';
import { sendWire, validationFailureProblem, type WireAnswer, type WireRequest } from './wire.ts';

/**
 * The server half of issue 4's contract test. For every catalogue entry the
 * server implements, a valid request (typed by the entry, encoded as the
 * web app's client encodes it) must be answered 2xx with a body that parses
 * with the entry's response schema, and an invalid one must be refused with
 * the catalogue's error shape (422 nested errors in Japanese, 403 detail
 * list, 401/419 message). The requests travel over real HTTP on 127.0.0.1 to
 * the app on a seeded database: PGlite, or PostgreSQL under DATABASE_URL.
 */

const allNames = Object.keys(endpoints) as EndpointName[];
const implemented = new Set<EndpointName>(implementedEndpointNames);
const implementedInOrder = allNames.filter((name) => implemented.has(name));
const notImplemented = allNames.filter((name) => !implemented.has(name));

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

let server: RunningServer;
let manager: Session;
let ids: ExampleContext['ids'];

/** A session's headers; `field` false for another member (loginAs), who need not take part in the project. */
const headersOf = (session: Session | undefined, field = true): Record<string, string> =>
  session
    ? {
        cookie: session.cookie,
        'X-Operation-Member': String(session.user.member_id),
        'X-Operation-Company': String(session.user.login_company_id),
        ...(field ? { 'X-Operation-Field': String(ids.fieldId) } : {}),
      }
    : {};

const contextFor = (session: Session, field = true): ExampleContext => ({
  session,
  ids,
  deps: server.deps,
  send: (name, request) => sendWire(server.baseUrl, endpoints[name], request, headersOf(session, field)),
});

/** Which parts of a request the entry's own schemas refuse: [] for a request the client would send. */
const refusedParts = (entry: EndpointDef, request: WireRequest): string[] =>
  (['params', 'query', 'body'] as const).filter((part) => {
    const schema = entry[part];
    return schema !== undefined && !schema.safeParse(request[part]).success;
  });

const bodyOf = (entry: EndpointDef, answer: WireAnswer): unknown => {
  if (entry.responseType === 'text') return answer.text;
  // A download (exportAggregate's xlsx) is what the client reads as a Blob.
  if (entry.responseType === 'blob') return new Blob([answer.text]);
  return answer.body;
};

/** What is wrong with a refusal, or undefined when it has the catalogue's shape for its status. */
const refusalProblem = (status: number, body: unknown): string | undefined => {
  if (status === 422) return validationFailureProblem(body);
  if (status === 403) {
    const parsed = ZForbiddenError.safeParse(body);
    if (!parsed.success || parsed.data.detail.length === 0)
      return `403 body is not { detail: [...] }: ${JSON.stringify(body)}`;
    return parsed.data.detail.every((m) => JAPANESE.test(m)) ? undefined : '403 detail not in Japanese';
  }
  if (status === 401 || status === 419) {
    const parsed = ZSessionExpiredError.safeParse(body);
    if (!parsed.success) return `${status} body is not { message }: ${JSON.stringify(body)}`;
    return JAPANESE.test(parsed.data.message) ? undefined : `${status} message not in Japanese`;
  }
  return ZServerError.safeParse(body).success ? undefined : `${status} body is not the server error shape`;
};

beforeAll(async () => {
  server = await startContractServer();
  manager = await loginAsManager(server.baseUrl);
  const [project] = await server.deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.companyId, manager.user.login_company_id))
    .orderBy(asc(projects.id))
    .limit(1);
  const [partner] = await server.deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  const [room] = project
    ? await server.deps.db
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(and(eq(chatRooms.attendanceFieldId, project.id), eq(chatRooms.type, 'project')))
    : [];
  if (!project || !room || !partner)
    throw new Error('the demo seed has no project room or no partner company');
  ids = {
    userId: manager.user.user_id,
    memberId: manager.user.member_id,
    companyId: manager.user.login_company_id,
    officeId: manager.user.login_office_id,
    fieldId: project.id,
    projectRoomId: room.id,
    foreignCompanyId: partner.id,
  };
}, 60_000);

afterAll(async () => {
  console.log(`server implements ${implementedInOrder.length}/${allNames.length} catalogue entries`);
  if (notImplemented.length > 0) {
    console.log(`not implemented yet (${notImplemented.length}): ${notImplemented.join(', ')}`);
  }
  await server?.close();
});

describe('contract: server against the catalogue', () => {
  it('implements only catalogue entries, each with an example', () => {
    expect(implementedEndpointNames.filter((name) => !(name in endpoints))).toEqual([]);
    expect(
      implementedInOrder.filter((name) => examples[name] === undefined),
      'implemented entries without an example in test/contract/examples',
    ).toEqual([]);
  });

  for (const name of implementedInOrder) {
    const entry: EndpointDef = endpoints[name];
    describe(`${name} (${entry.method} ${entry.path})`, () => {
      const example = examples[name];
      const sessionFor = async () =>
        example?.loginAs
          ? loginAsManager(server.baseUrl, example.loginAs)
          : example?.ownSession
            ? loginAsManager(server.baseUrl)
            : manager;

      it.skipIf(example === undefined)('answers a valid request with its response schema', async () => {
        if (!example) return;
        const field = example.loginAs === undefined;
        const ctx = contextFor(await sessionFor(), field);
        const request = (await example.valid(ctx)) as WireRequest;
        expect(refusedParts(entry, request), 'the valid example breaks its own schemas').toEqual([]);
        const answer = await sendWire(server.baseUrl, entry, request, headersOf(ctx.session, field));
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(200);
        expect(answer.status, answer.text).toBeLessThan(300);
        const parsed = entry.response.safeParse(bodyOf(entry, answer));
        expect(parsed.success ? 'matches' : parsed.error.message).toBe('matches');
      });

      it.skipIf(example === undefined)(
        'refuses an invalid request with the catalogue error shape',
        async () => {
          if (!example) return;
          // A refused request changes nothing, so it can share the manager session.
          const ctx = contextFor(manager);
          const invalid = await example.invalid(ctx);
          if (invalid.status === 422) {
            // Otherwise a 422 could come from a mistake in the example rather than from the server's validation.
            expect(
              refusedParts(entry, invalid.request),
              'the invalid example passes its schemas',
            ).not.toEqual([]);
          }
          const answer = await sendWire(
            server.baseUrl,
            entry,
            invalid.request,
            invalid.withoutSession ? {} : headersOf(ctx.session),
          );
          expect(answer.status, answer.text).toBe(invalid.status);
          expect(refusalProblem(answer.status, answer.body)).toBeUndefined();
        },
      );
    });
  }
});
