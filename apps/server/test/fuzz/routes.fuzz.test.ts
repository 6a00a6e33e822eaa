import { endpoints } from '@genba/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/auth/rateLimit.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { routes } from '../../src/routes/index.ts';
import { createBrowser } from '../attack/client.ts';
import { type AttackServer, startAttackServer } from '../attack/server.ts';

/**
 * Every implemented route, mounted as main.ts mounts it, gets generated path
 * ids, query strings, bodies (JSON, multipart, garbage) and headers
 * (X-Operation-* ids, content types), anonymous and logged in. Any 500, a
 * hang or a server that stops answering fails. Bounded: RUNS_PER_ROUTE
 * samples per route and a time limit per route, well under a minute in all.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 24);
const TIME_PER_ROUTE_MS = 1_200;
const REQUEST_TIMEOUT_MS = 10_000;

let server: AttackServer;
beforeAll(async () => {
  // Lock-outs would only turn later samples into 429s; the limits have their own tests.
  const generous = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([key, rule]) => [key, { ...rule, limit: 100_000 }]),
  ) as RateLimits;
  server = await startAttackServer({ rateLimits: generous });
});
afterAll(async () => {
  await server.close();
});

const idLike = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '-1',
    '2147483647',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '1e3',
    '0x10',
    '1.5',
    'NaN',
    '',
    ' 1',
  ),
  fc.integer({ min: -5, max: 5_000_000_000 }).map(String),
  fc.string({ maxLength: 12 }),
);

/** Text with the characters that have broken servers: NUL and other controls, surrogates, long runs. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '%00',
    "' or 1=1 --",
    '<script>',
    '../../etc/passwd',
    'x'.repeat(5000),
  ),
);

const scalar = fc.oneof(idLike, nastyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

/** Field names the catalogue's bodies and queries use, so generated bodies reach past the first check. */
const FIELD_NAMES = [
  'changes',
  'start_date',
  'end_date',
  'project_id',
  'parent_id',
  'schedule_status',
  'email',
  'password',
  'password_confirmation',
  'tel_number',
  'auth_number',
  'token',
  // QR login (qrLogin): the code or its URL.
  'code',
  'company_id',
  'office_id',
  'login_company_id',
  'login_office_id',
  'agree_terms_flg',
  'faxno',
  'subject',
  'body',
  'document',
  'address',
  'keyword',
  // The case list's keyset (getCaseList): the last project of the previous page.
  'after_id',
  'completion_status',
  'pieces',
  'lat',
  'lon',
  'zip',
  'latlng',
  'id',
  // Board files and file messages (bbsFiles): reach past the first check of their calls.
  'chatroom_id',
  'field_id',
  'building_file_id',
  'fileId',
  'pickupFlg',
  'member_id',
  'readed',
  'no_compress',
  // キャンセル on the server (cancelUpload) and the uploads that carry its id.
  'upload_id',
  // Photo sends, detach and disable (talkphotos): room, partner, message and photo list.
  'to_member_id',
  'message_id',
  'picture_id_list',
  'file',
  // The album's change feeds (albumSync, getAlbumCaching) and the dragged order (updateBuildingPictureLastSorting).
  'since',
  'sort_type',
  // Business history (営業履歴): bodies that name its fields reach its rules instead of stopping at the first missing one.
  'operation_date',
  'operation_class',
  'start_time',
  'end_time',
  // The company's settings lists: a name and the worker-list requirement's auth ids.
  'name',
  'company_auth_worker_requires',
  // Project writes and the installer variant's reception (project_protec).
  'formdata',
  'dataProtec',
  'tagGroupData',
  'blackBoardData',
  // The invitation pages' registrations (by password, e-mail or phone).
  'name1',
  'name2',
  // A site room member's site roles (updateBbsMember) and the project's 副担当者 (subManager).
  'sales_manager_flg',
  'foreman_flg',
  'subManager',
] as const;

const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), value, {
  maxKeys: 6,
});

const body = fc.oneof(
  fields.map((f) => ({ kind: 'json' as const, payload: JSON.stringify(f) })),
  fc.jsonValue({ maxDepth: 3 }).map((j) => ({ kind: 'json' as const, payload: JSON.stringify(j) })),
  nastyText.map((text) => ({ kind: 'raw' as const, payload: text })),
  fields.map((f) => ({ kind: 'multipart' as const, payload: f })),
  fc.constant({ kind: 'none' as const, payload: undefined }),
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'text/plain',
  'application/x-www-form-urlencoded',
);

const operationHeaders = fc.record(
  { 'X-Operation-Member': idLike, 'X-Operation-Company': idLike, 'X-Operation-Field': idLike },
  { requiredKeys: [] },
);

const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES, 'pieces[]'), fc.string({ maxLength: 6 })),
  nastyText,
  { maxKeys: 3 },
);

const sample = fc.record({
  loggedIn: fc.boolean(),
  params: fc.array(idLike, { minLength: 3, maxLength: 3 }),
  query,
  body,
  contentType,
  headers: operationHeaders,
});

/** Printable ASCII only: fetch refuses anything else in a header value, as browsers do. */
const isSendableHeader = (value: string): boolean =>
  [...value].every((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code >= 0x20 && code < 0x7f;
  });

const fillPath = (template: string, values: readonly string[]): string => {
  let i = 0;
  return template.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++] ?? '1'));
};

const firstChunk = async (response: Response): Promise<string> => {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunk = await reader.read();
  await reader.cancel();
  return chunk.value ? new TextDecoder().decode(chunk.value) : '';
};

describe('fuzzing every implemented route', () => {
  it('lists the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(15);
  });

  // Method and path from the catalogue entry each mounted route was declared from.
  for (const { name } of routes) {
    const route = { name, method: endpoints[name].method, path: endpoints[name].path };
    it(`${route.name}: ${route.method} ${route.path} never answers 500`, async () => {
      const member = createBrowser(server.baseUrl);
      const login = await member.login(DEMO_LOGINS.companyManager.email, DEMO_LOGINS.companyManager.password);
      expect(login.status).toBe(200);
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(sample, async (s) => {
          const search = new URLSearchParams(Object.entries(s.query)).toString();
          const url = `${server.baseUrl}${fillPath(route.path, s.params)}${search ? `?${search}` : ''}`;
          const headers = new Headers({ origin: server.baseUrl });
          for (const [name, v] of Object.entries(s.headers)) {
            // Header values cannot carry control characters; such an id is not sendable by any client.
            if (v !== undefined && isSendableHeader(v)) headers.set(name, v);
          }
          if (s.loggedIn && member.cookie) headers.set('cookie', member.cookie);
          let payload: BodyInit | undefined;
          if (route.method !== 'GET') {
            if (s.body.kind === 'multipart') {
              const form = new FormData();
              for (const [k, v] of Object.entries(s.body.payload))
                form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
              payload = form;
            } else payload = s.body.payload;
            if (s.contentType && s.body.kind !== 'multipart') headers.set('content-type', s.contentType);
          }
          const response = await fetch(url, {
            method: route.method,
            headers,
            body: payload,
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          // A live event stream (talkEvents) never ends by design: its first chunk shows it answered.
          const text = response.headers.get('content-type')?.startsWith('text/event-stream')
            ? await firstChunk(response)
            : await response.text();
          seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
          if (response.status === 500) throw new Error(`500 for ${route.method} ${url}: ${text}`);
        }),
        {
          numRuns: RUNS_PER_ROUTE,
          interruptAfterTimeLimit: TIME_PER_ROUTE_MS,
          markInterruptAsFailure: false,
        },
      );
      // Still alive and answering after the samples.
      const health = await fetch(`${server.baseUrl}/api/no/such/call`);
      expect(health.status).toBe(404);
      expect([...seen.keys()].length).toBeGreaterThan(0);
    });
  }
});

describe('fuzzing the nested daily fields (photos and partner workers)', () => {
  // The generic samples above rarely get past the `daily` list's shape; these keep a valid entry and
  // vary only picture_ids and partner_workers, so the photo check and the partner rules are reached.
  it('createDaily never answers 500 for generated picture_ids and partner_workers', async () => {
    const member = createBrowser(server.baseUrl);
    expect(
      (await member.login(DEMO_LOGINS.companyManager.email, DEMO_LOGINS.companyManager.password)).status,
    ).toBe(200);
    const init = await member.api('init_data_pc', { params: { firstPathSegment: 'daily' } });
    const memberId = (init.body as { user: { member_id: number } }).user.member_id;
    const sites = await member.api('getMemberProjects', { params: { id: memberId } });
    const site = (sites.body as { projects: { attendance_field_id: number }[] }).projects[0];
    expect(site).toBeDefined();
    // Small ids hit the seeded album photos (some of this site, most of another), large ones nothing.
    const idOrJunk = fc.oneof(
      fc.integer({ min: 1, max: 400 }),
      fc.integer({ min: -5, max: 5_000_000_000 }),
      idLike,
      fc.constant(null),
    );
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.array(idOrJunk, { maxLength: 25 }), value),
        fc.oneof(
          fc.array(fc.record({ company_name: nastyText, worker_count: fc.oneof(fc.integer(), idLike) }), {
            maxLength: 4,
          }),
          value,
        ),
        async (pictureIds, partners) => {
          day++;
          const res = await member.api('createDaily', {
            body: {
              daily: [
                {
                  attendance_field_id: site?.attendance_field_id,
                  member_id: memberId,
                  daily_date: `2025-0${1 + (day % 9)}-${String(1 + (day % 28)).padStart(2, '0')}`,
                  weather: '晴れ',
                  temperature: null,
                  humidity: null,
                  attendance_start: null,
                  leave_work: null,
                  picture_ids: pictureIds,
                  partner_workers: partners,
                },
              ],
            },
          });
          if (res.status === 500) throw new Error(`500 for createDaily: ${res.text}`);
        },
      ),
      {
        numRuns: RUNS_PER_ROUTE,
        interruptAfterTimeLimit: TIME_PER_ROUTE_MS * 2,
        markInterruptAsFailure: false,
      },
    );
  });
});
