import { describe, expect, it } from 'vitest';
import { nextCompletionStatus } from './completion.ts';

describe('nextCompletionStatus', () => {
  it('turns before-construction into under construction on the start day and after', () => {
    expect(nextCompletionStatus(2, '2025-06-01', '2025-06-01')).toBe(0);
    expect(nextCompletionStatus(2, '2025-05-31', '2025-06-01')).toBe(0);
  });
  it('keeps before-construction while the start is in the future', () => {
    expect(nextCompletionStatus(2, '2025-06-02', '2025-06-01')).toBe(2);
  });
  it('returns under construction to before-construction when the start moves into the future', () => {
    expect(nextCompletionStatus(0, '2025-06-02', '2025-06-01')).toBe(2);
    expect(nextCompletionStatus(0, '2025-06-01', '2025-06-01')).toBe(0);
  });
  it('leaves other statuses and empty start dates alone', () => {
    expect(nextCompletionStatus(1, '2025-05-01', '2025-06-01')).toBe(1);
    expect(nextCompletionStatus(7, '2025-07-01', '2025-06-01')).toBe(7);
    expect(nextCompletionStatus(2, '', '2025-06-01')).toBe(2);
  });
});
