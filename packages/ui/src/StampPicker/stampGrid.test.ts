import { describe, expect, it } from 'vitest';
import { nextStampIndex } from './stampGrid.ts';

describe('nextStampIndex', () => {
  it('moves by cell and by row, stopping at the edges', () => {
    expect(nextStampIndex(0, 'ArrowRight', 12)).toBe(1);
    expect(nextStampIndex(0, 'ArrowLeft', 12)).toBe(0);
    expect(nextStampIndex(1, 'ArrowDown', 12)).toBe(5);
    expect(nextStampIndex(9, 'ArrowDown', 12)).toBe(9);
    expect(nextStampIndex(5, 'ArrowUp', 12)).toBe(1);
    expect(nextStampIndex(2, 'ArrowUp', 12)).toBe(2);
    expect(nextStampIndex(11, 'ArrowRight', 12)).toBe(11);
    expect(nextStampIndex(6, 'Home', 12)).toBe(0);
    expect(nextStampIndex(6, 'End', 12)).toBe(11);
    expect(nextStampIndex(6, 'a', 12)).toBe(6);
    expect(nextStampIndex(0, 'End', 0)).toBe(0);
  });
});
