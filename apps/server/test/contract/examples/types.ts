import type { EndpointDef, EndpointName, Endpoints, RequestOf } from '@genba/api-client';
import type { AppDeps } from '../../../src/http/env.ts';
import type { Session } from '../server.ts';
import type { WireAnswer, WireRequest } from '../wire.ts';

/** Seeded ids and helpers an example may use to build its requests. */
export type ExampleContext = {
  /** The session the request is sent with (the company manager, kanri@example.com). */
  readonly session: Session;
  readonly ids: {
    readonly userId: number;
    readonly memberId: number;
    readonly companyId: number;
    readonly officeId: number | null;
    /** A seeded project of the company, which the manager may act on. */
    readonly fieldId: number;
    /** The chat room of that project. */
    readonly projectRoomId: number;
    /** The seeded partner company, which the manager does not belong to. */
    readonly foreignCompanyId: number;
  };
  readonly deps: AppDeps;
  /** Sends another catalogue call first (with this session), e.g. to obtain an SMS code. */
  send(name: EndpointName, request: WireRequest): Promise<WireAnswer>;
};

/** A request the server must refuse, and the status it must refuse it with. */
export type InvalidExample = {
  readonly request: WireRequest;
  /** 422 validation (the usual case); 403 tenancy; 401 when sent without a session. */
  readonly status: 422 | 403 | 401;
  readonly withoutSession?: boolean;
};

type Build<T> = (ctx: ExampleContext) => T | Promise<T>;

/**
 * A valid request typed by the entry (so it cannot drift from the catalogue
 * without a type error) and an invalid one, which by nature is untyped.
 */
export type Example<E extends EndpointDef> = {
  readonly valid: Build<RequestOf<E> & { readonly headers?: Record<string, string> }>;
  readonly invalid: Build<InvalidExample>;
  /** The call ends or moves its session (logout, company switch): it gets a session of its own. */
  readonly ownSession?: boolean;
  /**
   * The valid request is sent as this seeded login instead (a session of its own): for calls the
   * manager may not make or must not make on itself (changing its password, deleting its account).
   */
  readonly loginAs?: { readonly email: string; readonly password: string };
};

export type ContractExamples = { readonly [N in EndpointName]?: Example<Endpoints[N]> };

/** A family's examples, checked against the catalogue names and request types. */
export const defineExamples = <const T extends ContractExamples>(examples: T): T => examples;

/** The invalid case for calls that take no input: a company header the session does not belong to. */
export const foreignCompany: Build<InvalidExample> = (ctx) => ({
  request: { headers: { 'X-Operation-Company': String(ctx.ids.foreignCompanyId) } },
  status: 403,
});
