import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDef } from '../src/catalogue/define.ts';
import { type EndpointName, endpoints } from '../src/catalogue/index.ts';
import { sampleRequest } from './sampler/sample.ts';

/**
 * Every field the server can refuse has a Japanese message (issue 7 item 8)
 * and every string, number and id is bounded (issue 8 item 1). For each
 * catalogue entry, a valid request is built, then each leaf of its params,
 * query and body is replaced by a bad value in turn: the wrong type, a string
 * far too long, a control character, an id out of PostgreSQL's integer range
 * and a number out of any sane range. Every issue must read as Japanese, and
 * the bounding values must be refused.
 */

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;
const HUGE = 'a'.repeat(100_001);
const WRONG_TYPES: readonly unknown[] = [{ nested: true }, true, [], null];
const BOUNDING_STRINGS: readonly string[] = [HUGE, 'a\u0000b', '\u001b[31m'];
const BOUNDING_NUMBERS: readonly unknown[] = [2_147_483_648, 1e300, -1e300, '2147483648'];

/** Fields whose legitimate values are longer than HUGE: bounded, but higher (a fax's base64 PDF, 20 MB). */
const LARGE_FIELDS = new Set(['sendFax body document']);

type Leaf = { path: (string | number)[]; value: unknown };

const leavesOf = (value: unknown, path: (string | number)[] = []): Leaf[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (typeof value === 'object' && value !== null && !(value instanceof Blob))
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return path.length > 0 ? [{ path, value }] : [];
};

const replaced = (value: unknown, path: readonly (string | number)[], next: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, next) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, next) };
};

type Finding = string;
const names = Object.keys(endpoints) as EndpointName[];
const parts = ['params', 'query', 'body'] as const;

const walk = (
  name: string,
  check: (schema: z.ZodType, leaf: Leaf, base: unknown, part: string) => Finding[],
) => {
  const entry: EndpointDef = endpoints[name as EndpointName];
  const request = sampleRequest(name, entry, { fill: 'all' }) ?? sampleRequest(name, entry);
  if (!request) return [`${name}: no valid request could be built`];
  const findings: Finding[] = [];
  for (const part of parts) {
    const schema = entry[part];
    if (!schema) continue;
    const base = request[part];
    for (const leaf of leavesOf(base)) findings.push(...check(schema, leaf, base, `${name} ${part}`));
  }
  return findings;
};

const englishIssues = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => !JAPANESE.test(issue.message))
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('every catalogue request schema answers bad input in Japanese', () => {
  for (const name of names) {
    it(name, () => {
      const findings = walk(name, (schema, leaf, base, where) => {
        const found: Finding[] = [];
        const bad = [...WRONG_TYPES, ...BOUNDING_STRINGS, ...BOUNDING_NUMBERS, 'x', -1, 1.5];
        for (const value of bad) {
          for (const issue of englishIssues(schema, replaced(base, leaf.path, value)))
            found.push(`${where} ${leaf.path.join('.')}=${JSON.stringify(value).slice(0, 20)} → ${issue}`);
        }
        return found;
      });
      expect([...new Set(findings)]).toEqual([]);
    });
  }
});

describe('every string and number a request carries is bounded', () => {
  for (const name of names) {
    it(name, () => {
      const findings = walk(name, (schema, leaf, base, where) => {
        const large = LARGE_FIELDS.has(`${where} ${leaf.path.join('.')}`);
        const bounding =
          typeof leaf.value === 'string'
            ? BOUNDING_STRINGS.filter((value) => !(large && value === HUGE))
            : typeof leaf.value === 'number'
              ? BOUNDING_NUMBERS
              : [];
        return bounding
          .filter((value) => schema.safeParse(replaced(base, leaf.path, value)).success)
          .map((value) => `${where} ${leaf.path.join('.')} accepts ${JSON.stringify(value).slice(0, 20)}`);
      });
      expect([...new Set(findings)]).toEqual([]);
    });
  }
});

describe('examples the issues name', () => {
  it('getProjectList?keyword=%00 is refused with a Japanese message', () => {
    const result = endpoints.getProjectList.query.safeParse({ keyword: '\u0000' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['制御文字は使用できません。']);
  });
  it('an id of 2147483648 is refused (PostgreSQL integer range)', () => {
    const result = endpoints.getTalkByRoomId.params.safeParse({ id: '2147483648' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['IDに誤りがあります。']);
  });
  it('a non-numeric latitude for the weather call gets a message in the spec style', () => {
    const result = endpoints.getDailyWeatherLocation.query.safeParse({ lat: 'abc', lon: '130.4' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '緯度は-90以上90以下の数値で入力してください。',
    ]);
  });
});
