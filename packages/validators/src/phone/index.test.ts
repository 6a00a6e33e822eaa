import { describe, expect, it } from 'vitest';
import { probe } from './index.ts';

describe('probe', () => {
  it('trims', () => expect(probe(' a ')).toBe('a'));
});
