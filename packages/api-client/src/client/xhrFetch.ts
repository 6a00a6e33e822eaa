/** Bytes of a request body sent so far (talk §5 uploads); `total` is null when the browser cannot tell. */
export type UploadProgress = { readonly loaded: number; readonly total: number | null };

/** The part of XMLHttpRequest the upload transport uses, so a test can hand in a fake. */
export type XhrLike = {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body?: XMLHttpRequestBodyInit | null): void;
  abort(): void;
  getAllResponseHeaders(): string;
  withCredentials: boolean;
  responseType: XMLHttpRequestResponseType;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
};

/** Statuses whose Response must have a null body (the constructor throws otherwise). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const parseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
};

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * A fetch with upload progress: fetch cannot report how many bytes of a body have gone (a
 * streaming request body needs HTTP/2 and duplex, which Safari lacks), XMLHttpRequest can.
 * It answers a real Response, so the client reads, normalises and reports it exactly as it
 * does a fetch answer (its error shapes, 419, time-out and cancel all stay in one place).
 * It is used only for calls given onUploadProgress; every other call keeps fetch.
 */
export const createXhrFetch =
  (
    onProgress: (progress: UploadProgress) => void,
    createXhr: () => XhrLike = () => new XMLHttpRequest(),
  ): typeof fetch =>
  (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createXhr();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = init.credentials === 'include';
      xhr.responseType = 'blob';
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      const onAbort = () => xhr.abort();
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      xhr.onload = () => {
        done();
        const body = NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob | null);
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        done();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort);
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
