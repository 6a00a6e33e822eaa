import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a family of calls reports failure to its caller (talk §8, core §8).
 * The client always returns an ApiResult; the convention tells a data hook
 * how the original product surfaced the failure, so it can be reproduced.
 */
export type FailureConvention =
  /** reads that return the body or `false` */
  | 'false'
  /** daily and project calls: `{ success: false }` */
  | 'success-false'
  /** login and SMS: an object with the HTTP status (default 500) */
  | 'status'
  /** admin user, contact person, news admin writes: `{ status: false, errors }` */
  | 'status-errors'
  /** contract writes: the error body itself */
  | 'error-body'
  /** photo and album writes: status 500 */
  | 'status-500';

/** Timeouts of talk §9 in milliseconds. */
export const TIMEOUTS = {
  default: 120_000,
  siteChatInit: 240_000,
  photoSend: 60_000,
  linkPreview: 45_000,
  emailLogin: 300_000,
  passwordCheck: 30_000,
  taggingAndFolders: 300_000,
  albumAndStorage: 1_200_000,
  dailyEditingPost: 600_000,
  adminNews: 30_000,
  contractTrans: 30_000,
} as const;

export type EndpointDef = {
  readonly method: HttpMethod;
  /** The spec's path template, `{id}` style, e.g. `/api/contactPerson/{id}`. */
  readonly path: string;
  /** One line: what the call does, in the spec's words. */
  readonly summary: string;
  /** Path parameters, keyed by the template's placeholder names. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** `multipart` bodies are sent as FormData (objects and arrays JSON-encoded, `x[]` for arrays of scalars). */
  readonly bodyType?: 'json' | 'multipart';
  readonly response: z.ZodType;
  /** `blob` for downloads, `text` for bare strings such as chekUserPassword's "1". */
  readonly responseType?: 'json' | 'blob' | 'text';
  readonly timeout: number;
  /** A newer call of this endpoint aborts the earlier one still in flight. */
  readonly cancelPrevious?: boolean;
  /** The spec lists the read as cancellable by the caller. */
  readonly cancellable?: boolean;
  readonly failure: FailureConvention;
  /** Reachable without a session (login, password reset, invitation). */
  readonly public?: boolean;
  /** Where the spec says a shape is "not shown": the design we chose and why. */
  readonly design?: string;
};

/** Declares a family of endpoints; `const` keeps literal types for inference. */
export const defineEndpoints = <const T extends Record<string, EndpointDef>>(defs: T): T => defs;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ParamsOf<E extends EndpointDef> = In<E['params']>;
export type QueryOf<E extends EndpointDef> = In<E['query']>;
export type BodyOf<E extends EndpointDef> = In<E['body']>;
export type ResponseOf<E extends EndpointDef> = Out<E['response']>;

/** Fills `{name}` placeholders; throws when one is missing, so a bad call never reaches the network. */
export const buildPath = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });

/** Default mock responses of a family: one factory per endpoint, typed by its response schema. */
export type FixtureMap<T extends Record<string, EndpointDef>> = { [K in keyof T]: () => ResponseOf<T[K]> };
