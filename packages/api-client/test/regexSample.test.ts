import { describe, expect, it } from 'vitest';
import { sampleFromRegex } from './sampler/regexSample.ts';

describe('sampleFromRegex', () => {
  it.each([
    /^\d{6}$/,
    /^0\d{9,10}$/,
    /^[A-Za-z .]+$/,
    /^\d{4}-\d{2}$/,
    /^(0?[1-9]|1[0-2])$/,
    /^(?:https?):\/\/\S+$/,
    /^[\x21-\x7e]+$/,
    /^\d{3}-?\d{4}$/,
    /^([01]\d|2[0-3]):[0-5]\d$/,
  ])('builds a match for %s', (pattern) => {
    const sample = sampleFromRegex(pattern);
    expect(sample).toBeDefined();
    expect(pattern.test(sample ?? '')).toBe(true);
  });

  it('gives up on lookarounds rather than guessing', () => {
    expect(sampleFromRegex(/^(?=.*\d)[a-z\d]{8}$/)).toBeUndefined();
  });
});
