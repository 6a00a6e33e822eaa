import type { z } from 'zod';
import { buildPath } from '../catalogue/define.ts';

type Scalar = string | number | boolean | bigint;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint';

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * Query strings: scalars as they are, arrays as repeated `key[]`, objects
 * JSON-encoded; `undefined` and `null` are left out.
 */
export const encodeQuery = (query: unknown): string => {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) search.append(`${key}[]`, toText(item));
    } else search.append(key, toText(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const toText = (value: unknown): string => (isScalar(value) ? String(value) : JSON.stringify(value));

/**
 * Multipart bodies (talk §7 storeAlbum and the member form): File and Blob
 * kept as they are, arrays of scalars or files as repeated `key[]`, other
 * arrays and objects JSON-encoded (worker_list_data, picture_board_settings),
 * `undefined` and `null` left out.
 */
export const encodeMultipart = (body: unknown): FormData => {
  const form = new FormData();
  if (!body || typeof body !== 'object') return form;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (isBlob(value)) form.append(key, value);
    else if (Array.isArray(value) && value.every((item) => isScalar(item) || isBlob(item))) {
      for (const item of value) form.append(`${key}[]`, isBlob(item) ? item : String(item));
    } else if (isScalar(value)) form.append(key, String(value));
    else form.append(key, JSON.stringify(value));
  }
  return form;
};

export const buildUrl = (baseUrl: string, template: string, params: unknown, query: unknown): string => {
  const path = buildPath(template, (params ?? {}) as Record<string, string | number>);
  if (/^https?:\/\//.test(path)) return `${path}${encodeQuery(query)}`;
  return `${baseUrl.replace(/\/+$/, '')}${path}${encodeQuery(query)}`;
};

/** Zod issues as form errors: first message per dotted path, every message in order. */
export const issuesToErrors = (
  issues: readonly z.core.$ZodIssue[],
): { messages: string[]; fieldErrors: Record<string, string> } => {
  const messages: string[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    messages.push(issue.message);
    const path = issue.path.map(String).join('.');
    if (path && !(path in fieldErrors)) fieldErrors[path] = issue.message;
  }
  return { messages, fieldErrors };
};

const collect = (entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of entries) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = Array.isArray(out[key]) ? (out[key] as unknown[]) : [];
      out[key] = [...list, value];
    } else out[rawKey] = value;
  }
  return out;
};

/**
 * The inverse of encodeQuery as a server sees it: `key[]` back to arrays,
 * everything else a string (the schemas' zInt/zFlagInput accept strings).
 */
export const decodeQuery = (search: URLSearchParams): Record<string, unknown> => collect(search.entries());

/** The inverse of encodeMultipart: `key[]` back to arrays, files kept, other values strings (JSON left as text). */
export const decodeMultipart = (form: FormData): Record<string, unknown> => collect(form.entries());
