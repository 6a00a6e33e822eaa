import { describe, expect, it } from 'vitest';
import { layout } from '../tokens/tokens.ts';
import { PC_LAYOUT_QUERY } from './pcLayoutQuery.ts';

describe('PC_LAYOUT_QUERY', () => {
  it('starts the PC layout at the spec breakpoint of the tokens', () => {
    expect(PC_LAYOUT_QUERY).toBe(`(min-width: ${layout.breakpoint.lg}px)`);
  });
});
