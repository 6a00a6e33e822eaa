import type { TNestedErrors } from '@genba/api-client/schemas';
import { z } from 'zod';

const jaLocale = z.locales.ja().localeError;

export const REQUIRED_MESSAGE = 'この項目は必須です。';
export const INVALID_JSON_MESSAGE = 'リクエストの形式が正しくありません。';

/**
 * Japanese messages for issues the schemas leave without a message of their
 * own (a schema's own Japanese message always wins). A missing field reads
 * as "required" rather than zod's type-mismatch wording.
 */
export const japaneseErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return REQUIRED_MESSAGE;
  return jaLocale(issue);
};

/** Adds a message at a field path: `['rows', 0, 'name1']` → `{ rows: { 0: { name1: [msg] } } }`. */
export const addNestedError = (
  errors: TNestedErrors,
  path: readonly PropertyKey[],
  message: string,
): void => {
  const keys = path.length ? path.map(String) : ['_'];
  let node: TNestedErrors = errors;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i] ?? '_';
    const next = node[key];
    if (next === undefined) {
      const child: TNestedErrors = {};
      node[key] = child;
      node = child;
    } else if (Array.isArray(next)) {
      // A parent that already failed as a whole keeps the child's message too.
      next.push(message);
      return;
    } else {
      node = next;
    }
  }
  const leaf = keys[keys.length - 1] ?? '_';
  const existing = node[leaf];
  if (Array.isArray(existing)) existing.push(message);
  else if (existing === undefined) node[leaf] = [message];
  else addNestedError(existing, ['_'], message);
};

/** A message at a field path: a zod issue, or one the framework adds (unreadable JSON). */
export type Problem = { readonly path: readonly PropertyKey[]; readonly message: string };

export const issuesToNested = (issues: readonly Problem[], errors: TNestedErrors = {}): TNestedErrors => {
  for (const issue of issues) addNestedError(errors, issue.path, issue.message);
  return errors;
};

/**
 * Query strings to a plain object: a repeated key or an `x[]` key becomes an
 * array, anything else a single string.
 */
export const decodeQuery = (queries: Record<string, string[]>): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, values] of Object.entries(queries)) {
    if (rawKey.endsWith('[]')) out[rawKey.slice(0, -2)] = values;
    else out[rawKey] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
};

type FormValue = string | File;

/**
 * Multipart or urlencoded fields to a plain object, following the client's
 * encoding (catalogue define.ts): `x[]` keys are arrays of scalars.
 */
export const decodeForm = (form: Record<string, FormValue | FormValue[]>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(form)) {
    if (rawKey.endsWith('[]')) out[rawKey.slice(0, -2)] = Array.isArray(value) ? value : [value];
    else out[rawKey] = value;
  }
  return out;
};

/**
 * Objects and arrays travel JSON-encoded inside multipart bodies. Which fields
 * are JSON is only known from the schema, so after a first parse the fields
 * that failed for wanting an object or array are decoded and parsed again.
 */
export const jsonFieldsToRetry = (
  issues: readonly z.core.$ZodIssue[],
  data: Record<string, unknown>,
): string[] => {
  const keys = new Set<string>();
  for (const issue of issues) {
    const [first] = issue.path;
    if (issue.code !== 'invalid_type' || typeof first !== 'string' || issue.path.length !== 1) continue;
    if (issue.expected !== 'object' && issue.expected !== 'array' && issue.expected !== 'record') continue;
    if (typeof data[first] === 'string') keys.add(first);
  }
  return [...keys];
};

export type ParseOutcome = { ok: true; value: unknown } | { ok: false; issues: readonly Problem[] };

const safeParse = (schema: z.ZodType, input: unknown) =>
  schema.safeParseAsync(input, { error: japaneseErrorMap });

export const parseWith = async (schema: z.ZodType, input: unknown): Promise<ParseOutcome> => {
  const result = await safeParse(schema, input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: result.error.issues };
};

/** Parses a form-derived object, decoding JSON-encoded object/array fields when the schema asks for them. */
export const parseForm = async (schema: z.ZodType, data: Record<string, unknown>): Promise<ParseOutcome> => {
  const first = await safeParse(schema, data);
  if (first.success) return { ok: true, value: first.data };
  const failed: ParseOutcome = { ok: false, issues: first.error.issues };
  const retry = jsonFieldsToRetry(first.error.issues, data);
  if (!retry.length) return failed;
  const decoded = { ...data };
  for (const key of retry) {
    try {
      decoded[key] = JSON.parse(String(data[key]));
    } catch {
      return failed;
    }
  }
  return parseWith(schema, decoded);
};
