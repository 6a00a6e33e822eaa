import { delay, type HttpHandler, HttpResponse, type HttpResponseResolver, http } from 'msw';
import type { EndpointDef, ResponseOf } from '../catalogue/define.ts';
import { endpoints as catalogue, type Endpoints } from '../catalogue/index.ts';
import type { Catalogue } from '../client/types.ts';
import { fixtures as defaultFixtures } from '../fixtures/index.ts';
import { checkErrorBody, defaultErrorBody } from './errors.ts';
import { compareSpecificity, toMswPath } from './path.ts';
import { respond } from './respond.ts';
import { emptyLike, manyLike } from './shapes.ts';

export type MockFixtures<C extends Catalogue> = { [K in keyof C]?: () => ResponseOf<C[K]> };

export type MockOptions<C extends Catalogue> = {
  /** Defaults to the whole catalogue. */
  readonly endpoints?: C;
  /** Merged over the package's fixtures (for the default catalogue) or used alone. */
  readonly fixtures?: MockFixtures<C>;
  /** `*` (any origin) by default. */
  readonly baseUrl?: string;
  /** A delay before every default response, in ms, for stories that show loading. */
  readonly delay?: number;
};

type Names<C extends Catalogue> = keyof C & string;
type HandlerOptions = { readonly once?: boolean };

/** The helpers of `createMocks`; each returns one handler for one entry. */
export type Mocks<C extends Catalogue = Endpoints> = {
  readonly entries: C;
  has(name: string): boolean;
  fixture<N extends Names<C>>(name: N): ResponseOf<C[N]>;
  handlers(): HttpHandler[];
  override(name: Names<C>, resolver: HttpResponseResolver, options?: HandlerOptions): HttpHandler;
  data<N extends Names<C>>(name: N, data: ResponseOf<C[N]>, options?: HandlerOptions): HttpHandler;
  empty(name: Names<C>, options?: HandlerOptions): HttpHandler;
  many(name: Names<C>, count: number, options?: HandlerOptions): HttpHandler;
  slow(name: Names<C>, ms: number, options?: HandlerOptions): HttpHandler;
  error(name: Names<C>, status: number, body?: unknown, options?: HandlerOptions): HttpHandler;
  network(name: Names<C>, options?: HandlerOptions): HttpHandler;
};

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * Mock handlers and state helpers over a catalogue. Each helper returns one
 * MSW handler for one entry; put helpers before the defaults (MSW uses the
 * first match): `[mock.empty('getTalkGroupList'), ...createHandlers()]`, or
 * `server.use(mock.error('login_pc', 422))` in a test.
 */
export const createMocks = <C extends Catalogue = Endpoints>(options: MockOptions<C> = {}): Mocks<C> => {
  const entries = (options.endpoints ?? catalogue) as C;
  const factories: Record<string, (() => unknown) | undefined> = options.endpoints
    ? { ...options.fixtures }
    : { ...defaultFixtures, ...options.fixtures };

  const entryOf = (name: string): EndpointDef => {
    const entry = entries[name];
    if (!entry) throw new Error(`Unknown endpoint "${name}"`);
    return entry;
  };

  const fixtureOf = (name: string): unknown => {
    const factory = factories[name];
    if (!factory) throw new Error(`No fixture for "${name}": add one to src/fixtures/<family>.ts`);
    return factory();
  };

  /** One handler for one entry, with any resolver (MSW's `{ request, params }`). */
  const override = <N extends Names<C>>(
    name: N,
    resolver: HttpResponseResolver,
    handlerOptions: HandlerOptions = {},
  ) => {
    const entry = entryOf(name);
    return METHODS[entry.method](toMswPath(entry.path, options.baseUrl), resolver, handlerOptions);
  };

  /** Answers with data, parsed by the entry's response schema first. */
  const withData = (
    name: Names<C>,
    data: () => unknown,
    wait = options.delay ?? 0,
    handlerOptions?: HandlerOptions,
  ) =>
    override(
      name,
      async () => {
        if (wait > 0) await delay(wait);
        return respond(name, entryOf(name), data());
      },
      handlerOptions,
    );

  const has = (name: string) => factories[name] !== undefined;

  return {
    entries,
    /** Whether an entry has a default fixture. */
    has,
    /** The default response of an entry (throws when it has no fixture). */
    fixture: <N extends Names<C>>(name: N) => fixtureOf(name) as ResponseOf<C[N]>,
    /** One handler per catalogue entry answering its fixture; literal paths before `{id}` paths. */
    handlers: (): HttpHandler[] =>
      Object.keys(entries)
        .sort((a, b) => compareSpecificity(entryOf(a).path, entryOf(b).path))
        .map((name) =>
          has(name)
            ? withData(name, () => fixtureOf(name))
            : override(name, () =>
                HttpResponse.json({ message: `No fixture for "${name}"` }, { status: 501 }),
              ),
        ),
    override,
    /** Fixed data for an entry (checked against its schema). */
    data: <N extends Names<C>>(name: N, data: ResponseOf<C[N]>, handlerOptions?: HandlerOptions) =>
      withData(name, () => data, options.delay ?? 0, handlerOptions),
    /** Every list in the fixture emptied. */
    empty: (name: Names<C>, handlerOptions?: HandlerOptions) =>
      withData(name, () => emptyLike(fixtureOf(name)), options.delay ?? 0, handlerOptions),
    /** Every list in the fixture grown to `count` items with distinct ids. */
    many: (name: Names<C>, count: number, handlerOptions?: HandlerOptions) =>
      withData(name, () => manyLike(fixtureOf(name), count), options.delay ?? 0, handlerOptions),
    /** The fixture after `ms` milliseconds (loading states, time-outs with a short entry timeout). */
    slow: (name: Names<C>, ms: number, handlerOptions?: HandlerOptions) =>
      withData(name, () => fixtureOf(name), ms, handlerOptions),
    /** An error status with the server's wire body (errors.ts); a default body per status when none is given. */
    error: (name: Names<C>, status: number, body?: unknown, handlerOptions?: HandlerOptions) => {
      const payload = checkErrorBody(name, status, body ?? defaultErrorBody(status));
      return override(
        name,
        () => HttpResponse.json(payload as Parameters<typeof HttpResponse.json>[0], { status }),
        handlerOptions,
      );
    },
    /** A failed connection with no status (the client reports 'Network Interruption'). */
    network: (name: Names<C>, handlerOptions?: HandlerOptions) =>
      override(name, () => HttpResponse.error(), handlerOptions),
  };
};
