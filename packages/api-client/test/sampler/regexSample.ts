/**
 * The shortest string a simple regular expression matches: enough for the
 * patterns of the spec's rules (`^\d{6}$`, `^0\d{9,10}$`, `^[A-Za-z .]+$`,
 * `^\d{4}-\d{2}$`). Lookarounds and back-references are not understood; the
 * caller checks the result against the schema anyway.
 */
export const sampleFromRegex = (pattern: RegExp): string | undefined => {
  try {
    const [text] = sequence(pattern.source, 0, false);
    return text;
  } catch {
    return undefined;
  }
};

const ESCAPES: Record<string, string> = { d: '1', w: 'a', s: ' ', D: 'a', W: '-', S: 'a', n: '\n', t: '\t' };

const hex = (source: string, at: number): [string, number] => {
  const code = source.slice(at + 2, at + 4);
  return [String.fromCharCode(Number.parseInt(code, 16)), at + 4];
};

/** One atom at `at`: its sample text and the index after it. */
const atom = (source: string, at: number): [string, number] => {
  const char = source[at] ?? '';
  if (char === '\\') {
    const next = source[at + 1] ?? '';
    if (next === 'x') return hex(source, at);
    if (next === 'u') return [String.fromCharCode(Number.parseInt(source.slice(at + 2, at + 6), 16)), at + 6];
    if (next === 'p' || next === 'P') return ['a', source.indexOf('}', at) + 1];
    return [ESCAPES[next] ?? next, at + 2];
  }
  if (char === '[') {
    const end = findClassEnd(source, at);
    const body = source.slice(at + 1, end);
    if (body.startsWith('^')) return ['a', end + 1];
    const [first] = body.startsWith('\\') ? atom(body, 0) : [body[0] ?? 'a'];
    return [first, end + 1];
  }
  if (char === '(') {
    const inner = source[at + 1] === '?' && source[at + 2] === ':' ? at + 3 : at + 1;
    if (source[at + 1] === '?' && source[at + 2] !== ':') throw new Error('lookaround');
    return sequence(source, inner, true);
  }
  if (char === '.') return ['a', at + 1];
  return [char, at + 1];
};

const findClassEnd = (source: string, at: number): number => {
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  throw new Error('unclosed class');
};

/** A quantifier after an atom: how many times to repeat it (the minimum, at least once for `+`). */
const quantifier = (source: string, at: number): [number, number] => {
  const char = source[at];
  if (char === '*' || char === '?') return [0, skipLazy(source, at + 1)];
  if (char === '+') return [1, skipLazy(source, at + 1)];
  if (char === '{') {
    const end = source.indexOf('}', at);
    const min = Number.parseInt(source.slice(at + 1, end).split(',')[0] ?? '1', 10);
    return [Number.isNaN(min) ? 1 : min, skipLazy(source, end + 1)];
  }
  return [1, at];
};

const skipLazy = (source: string, at: number) => (source[at] === '?' ? at + 1 : at);

/** A sequence up to `)` (inside a group) or the end; of alternatives, the first is taken. */
const sequence = (source: string, start: number, inGroup: boolean): [string, number] => {
  let text = '';
  let at = start;
  while (at < source.length) {
    const char = source[at];
    if (char === ')' && inGroup) return [text, at + 1];
    if (char === '|') {
      at = skipAlternatives(source, at, inGroup);
      return [text, at];
    }
    if (char === '^' || char === '$') {
      at++;
      continue;
    }
    const [piece, next] = atom(source, at);
    const [times, after] = quantifier(source, next);
    text += piece.repeat(times);
    at = after;
  }
  return [text, at];
};

/** Skips the remaining alternatives up to the group's `)` (or the end). */
const skipAlternatives = (source: string, at: number, inGroup: boolean): number => {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (char === '[') i = findClassEnd(source, i);
    else if (char === '(') depth++;
    else if (char === ')') {
      if (depth === 0 && inGroup) return i + 1;
      depth--;
    }
  }
  return source.length;
};
