import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '../catalogue/define.ts';
import type { LazyCatalogue } from '../catalogue/lazyCatalogue.ts';
import type { ApiResult } from './result.ts';
import type { UploadProgress, XhrLike } from './xhrFetch.ts';

/** An endpoint part: required when its schema requires it, absent when the entry has none. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : undefined extends T
    ? { readonly [P in K]?: T }
    : // An object whose fields are all optional (paging with defaults) may be left out.
      Record<string, never> extends T
      ? { readonly [P in K]?: T }
      : { readonly [P in K]: T };

/** The request of an entry: `{ params?, query?, body? }`, typed from its schemas. */
export type RequestOf<E extends EndpointDef> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>>;

export type CallOptions = {
  /** Cancels the call; it then reports 'Canceled'. */
  readonly signal?: AbortSignal;
  /**
   * Reports the bytes of the request body sent so far (talk §5 uploads). A call given it goes
   * through XMLHttpRequest instead of fetch, the only browser API that reports upload progress;
   * everything else about the call (validation, headers, cookie, time-out, cancel, 419, error
   * shapes) is the same.
   */
  readonly onUploadProgress?: (progress: UploadProgress) => void;
};

/** `request` may be left out when nothing in it is required. */
export type CallArgs<E extends EndpointDef> =
  Record<string, never> extends RequestOf<E>
    ? [request?: RequestOf<E>, options?: CallOptions]
    : [request: RequestOf<E>, options?: CallOptions];

export type Catalogue = Record<string, EndpointDef>;

/** The operation context sent with every call (talk §7, core §7). */
export type OperationContext = {
  readonly memberId?: string | number | null;
  readonly companyId?: string | number | null;
  readonly fieldId?: string | number | null;
};

export type ApiClientOptions<C extends Catalogue> = {
  /** Prefix of every path, e.g. `https://genba.example.jp` or `''` for same origin. */
  readonly baseUrl: string;
  /** Read at each call, so a company or site switch applies to the next call. */
  readonly context?: () => OperationContext;
  /** Called once when the server answers 419 (talk §4: 認証が切れました, then logout). */
  readonly onSessionExpired?: () => void;
  /** Defaults to the global fetch, looked up at each call (so MSW can patch it). */
  readonly fetch?: typeof fetch;
  /** Makes the XMLHttpRequest of calls given onUploadProgress (a test hands in a fake). */
  readonly createXhr?: () => XhrLike;
  /**
   * The entries the client calls: a catalogue object (the server's tests, MSW,
   * tools) or a lazy catalogue whose family files load at their first call.
   * Defaults to `lazyEndpoints`, the whole catalogue loaded lazily.
   */
  readonly endpoints?: C | LazyCatalogue<C>;
};

export type { LazyCatalogue };

export type ApiClient<C extends Catalogue> = {
  /** The catalogue entry of a call (loading its family first when the catalogue is lazy). */
  entry<N extends keyof C & string>(name: N): Promise<C[N]>;
  /** Starts loading the entries of these calls, e.g. beside a page's chunk, so its first call does not wait for them. */
  preload(...names: (keyof C & string)[]): Promise<void>;
  call<N extends keyof C & string>(name: N, ...args: CallArgs<C[N]>): Promise<ApiResult<ResponseOf<C[N]>>>;
  /** Cancels every call of an entry still running (leaving the album aborts its sync and caching reads). */
  cancel(name: keyof C & string): void;
};
