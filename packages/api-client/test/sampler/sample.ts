import type { z } from 'zod';
import type { EndpointDef } from '../../src/catalogue/define.ts';
import { sampleFromRegex } from './regexSample.ts';
import { REQUEST_EXAMPLES } from './requestExamples.ts';

/**
 * Builds a value that a schema accepts, by walking its definition and
 * checking candidates against the node they are meant for. The contract
 * suites use it to send a valid request to every catalogue entry without a
 * hand-written one per entry. Cross-field refinements (password
 * confirmation, end after start) are met by retrying the fields a failed
 * refinement points at with other valid values, including their siblings'.
 * Reports `{ ok: false }` when nothing passes; callers list such entries.
 */

type Check = {
  _zod: {
    def: {
      check: string;
      minimum?: number;
      maximum?: number;
      length?: number;
      pattern?: RegExp;
      value?: unknown;
    };
  };
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  checks?: Check[];
};

type Bag = { minimum?: number; maximum?: number; format?: string; patterns?: Set<RegExp> };

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** Limits and patterns, from the bag where zod keeps them and from the checks otherwise. */
const bagOf = (schema: z.ZodType): Bag => {
  const bag: Bag = { ...(schema._zod as unknown as { bag?: Bag }).bag };
  // A format schema (z.uuid(), z.email()) carries its format and pattern in its own def, not in a check.
  const own = schema._zod.def as unknown as { format?: string; pattern?: RegExp };
  if (own.format) bag.format ??= own.format;
  if (own.pattern instanceof RegExp) bag.patterns = new Set([...(bag.patterns ?? []), own.pattern]);
  for (const check of defOf(schema).checks ?? []) {
    const { check: kind, minimum, maximum, length, pattern, value } = check._zod.def;
    if (kind === 'string_format' && pattern) bag.patterns = new Set([...(bag.patterns ?? []), pattern]);
    if (kind === 'greater_than' && typeof value === 'number')
      bag.minimum = Math.max(bag.minimum ?? value, value);
    if (kind === 'less_than' && typeof value === 'number')
      bag.maximum = Math.min(bag.maximum ?? value, value);
    if (kind === 'min_length' && minimum !== undefined) bag.minimum = Math.max(bag.minimum ?? 0, minimum);
    if (kind === 'max_length' && maximum !== undefined)
      bag.maximum = Math.min(bag.maximum ?? maximum, maximum);
    if (kind === 'length_equals' && length !== undefined) bag.minimum = bag.maximum = length;
  }
  return bag;
};

const STRINGS_BY_FORMAT: Record<string, string> = {
  email: 'genba@example.com',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
  guid: '00000000-0000-4000-8000-000000000000',
  date: '2026-04-01',
  datetime: '2026-04-01T09:00:00Z',
  time: '09:00:00',
  ipv4: '127.0.0.1',
  base64: 'Z2VuYmE=',
};

/** Strings for the spec's common rules (phones, postal codes, codes, dates, times, names). */
const STRING_CANDIDATES = [
  '現場A',
  'genba',
  '1',
  '1000001',
  '100-0001',
  '090-1234-5678',
  '09012345678',
  '123456',
  'genba@example.com',
  'password1',
  '2026-04-01',
  '2026-04-01 09:00:00',
  '2026/04/01',
  '09:00',
  '18:00',
  '2026-04',
  'https://example.com/',
  'TARO GENBA',
  '4111111111111111',
  'JP',
  'abc123',
];

const NUMBER_CANDIDATES = [1, 0, 10, 100, 2026, 0.5, 2, 3];

const fitLength = (text: string, bag: Bag): string => {
  let value = text;
  const min = bag.minimum ?? 0;
  while (value.length < min) value += value || 'a';
  if (bag.maximum !== undefined && value.length > bag.maximum) value = value.slice(0, bag.maximum);
  return value;
};

const NONE = Symbol('none');

type Fill = 'required' | 'all';
const MAX_DEPTH = 8;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

const valid = (schema: z.ZodType, values: unknown[]): unknown[] => {
  const out: unknown[] = [];
  for (const value of values) if (value !== NONE && schema.safeParse(value).success) out.push(value);
  return out;
};

const stringCandidates = (schema: z.ZodType): string[] => {
  const bag = bagOf(schema);
  const fromPatterns = [...(bag.patterns ?? [])]
    .map(sampleFromRegex)
    .filter((s): s is string => s !== undefined);
  const formatted = bag.format ? STRINGS_BY_FORMAT[bag.format] : undefined;
  const base = [formatted, ...fromPatterns, ...STRING_CANDIDATES].filter((s): s is string => s !== undefined);
  return [...base, ...base.map((s) => fitLength(s, bag))];
};

/** Valid values for a node, best first; composite nodes give one. */
const candidatesOf = (schema: z.ZodType, depth: number, fill: Fill): unknown[] => {
  if (depth > MAX_DEPTH) return [];
  const def = defOf(schema);
  const bag = bagOf(schema);
  const inner = (child: z.ZodType | undefined) => (child ? candidatesOf(child, depth + 1, fill) : []);
  switch (def.type) {
    case 'string':
      return valid(schema, stringCandidates(schema));
    case 'number':
    case 'int':
      return valid(schema, [...NUMBER_CANDIDATES, bag.minimum, bag.maximum, (bag.minimum ?? 0) + 1]);
    case 'bigint':
      return valid(schema, [1n, 0n]);
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'undefined':
    case 'void':
      return [undefined];
    case 'any':
    case 'unknown':
      return ['genba'];
    case 'date':
      return valid(schema, [new Date('2026-04-01T00:00:00Z')]);
    case 'file':
      return valid(schema, [new File(['genba'], 'genba.jpg', { type: 'image/jpeg' })]);
    case 'custom':
      return valid(schema, [
        new File(['genba'], 'genba.jpg', { type: 'image/jpeg' }),
        new Blob(['genba']),
        'genba',
        1,
        true,
        {},
        [],
      ]);
    case 'literal':
      return valid(schema, def.values ?? []);
    case 'enum':
      return valid(schema, Object.values(def.entries ?? {}));
    case 'template_literal':
      return valid(schema, STRING_CANDIDATES);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return valid(schema, inner(def.innerType));
    case 'lazy':
      return valid(schema, inner(def.getter?.()));
    case 'pipe':
      // `z.string().pipe(z.email())`: the output side is the stricter one, so try it first.
      return valid(schema, [...inner(def.out), ...inner(def.in)]);
    case 'union':
      return valid(
        schema,
        (def.options ?? []).flatMap((option) => inner(option)),
      );
    case 'intersection': {
      const [left] = inner(def.left);
      const [right] = inner(def.right);
      return valid(schema, isRecord(left) && isRecord(right) ? [{ ...left, ...right }] : [left]);
    }
    case 'array': {
      const items = inner(def.element);
      const count = Math.max(bag.minimum ?? 0, 1);
      // One array per item candidate, so a refinement on the parent can pick a fuller item.
      const arrays = items
        .slice(0, 3)
        .map((item) => Array.from({ length: count }, () => structuredClone(item)));
      return valid(schema, [...arrays, []]);
    }
    case 'tuple': {
      const items = (def.items ?? []).map((item) => inner(item)[0] ?? NONE);
      return valid(schema, [items.includes(NONE) ? NONE : items]);
    }
    case 'record': {
      const [key] = inner(def.keyType);
      const [value] = inner(def.valueType);
      return valid(schema, [{}, typeof key === 'string' && value !== undefined ? { [key]: value } : NONE]);
    }
    case 'object':
      return objectCandidates(schema, def.shape ?? {}, depth, fill);
    default:
      return [];
  }
};

const isOptional = (schema: z.ZodType): boolean => schema._zod.optin === 'optional';

/**
 * Required keys first, then all keys; when a refinement still fails, the
 * fields it names get other valid values (or a sibling's value) in turn.
 */
const objectCandidates = (
  schema: z.ZodType,
  shape: Record<string, z.ZodType>,
  depth: number,
  fill: Fill,
): unknown[] => {
  const options: Record<string, unknown[]> = {};
  const required: Record<string, unknown> = {};
  const full: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const values = candidatesOf(field, depth + 1, fill);
    options[key] = values;
    if (values.length === 0) {
      if (!isOptional(field)) return [];
      continue;
    }
    const [first] = values;
    if (first === undefined) continue;
    full[key] = first;
    if (!isOptional(field)) required[key] = first;
  }
  // "Exactly one of" refinements: the required keys plus one optional key, or all keys but one.
  const optionalKeys = Object.keys(full).filter((key) => !(key in required));
  const subsets = [
    ...optionalKeys.map((key) => ({ ...required, [key]: full[key] })),
    ...optionalKeys.map((key) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== key))),
  ];
  const found: unknown[] = [];
  const order = fill === 'all' ? [full, required] : [required, full];
  for (const attempt of [...order, ...subsets]) {
    if (found.length >= 2) break;
    const result = schema.safeParse(attempt);
    if (result.success) found.push(attempt);
    else {
      const repaired = repair(schema, attempt, options, result.error.issues);
      if (repaired !== NONE) found.push(repaired);
    }
  }
  return found;
};

/**
 * Greedy repair: for each field a failed refinement names, takes the first
 * alternative (another valid value, or a sibling's value, which meets
 * "confirmation equals password") after which no issue names that field.
 */
const repair = (
  schema: z.ZodType,
  value: Record<string, unknown>,
  options: Record<string, unknown[]>,
  issues: readonly z.core.$ZodIssue[],
): unknown => {
  const keyOf = (issue: z.core.$ZodIssue) => issue.path[0];
  let current = value;
  let pending = issues;
  // A fix can reveal the next rule (password, then its confirmation): a few rounds.
  for (let round = 0; round < 4; round++) {
    const keys = [...new Set(pending.map(keyOf).filter((k): k is string => typeof k === 'string'))];
    let progressed = false;
    for (const key of keys) {
      const alternatives = [...(options[key] ?? []), ...Object.values(current)];
      for (const alternative of alternatives) {
        const attempt = { ...current, [key]: alternative };
        const result = schema.safeParse(attempt);
        if (result.success) return attempt;
        if (!result.error.issues.some((issue) => keyOf(issue) === key)) {
          current = attempt;
          pending = result.error.issues;
          progressed = true;
          break;
        }
      }
    }
    if (!progressed) return NONE;
  }
  return NONE;
};

/**
 * A value the schema accepts, or `{ ok: false }` when none could be built.
 * `fill: 'required'` (the default) leaves optional fields out; `'all'` fills
 * them too, which exercises more of a wire format.
 */
export const sampleFromSchema = (
  schema: z.ZodType,
  { fill = 'required' }: { fill?: Fill } = {},
): { ok: true; value: unknown } | { ok: false } => {
  const values = candidatesOf(schema, 0, fill);
  return values.length > 0 ? { ok: true, value: values[0] } : { ok: false };
};

export type SampleRequest = { params?: unknown; query?: unknown; body?: unknown };

/**
 * A valid request for a catalogue entry: a hand-written example where one
 * exists, otherwise built from the entry's params, query and body schemas
 * (placeholders without a params schema get 1). Null when a part cannot be
 * built; the contract suites list such entries.
 */
export const sampleRequest = (
  name: string,
  entry: EndpointDef,
  options: { fill?: Fill } = {},
): SampleRequest | null => {
  const example = REQUEST_EXAMPLES[name];
  if (example) return example;
  const request: SampleRequest = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = entry[part];
    if (!schema) continue;
    const sample = sampleFromSchema(schema, options);
    if (!sample.ok) return null;
    request[part] = sample.value;
  }
  const placeholders = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (!entry.params && placeholders.length > 0)
    request.params = Object.fromEntries(placeholders.map((p) => [p, 1]));
  return request;
};
