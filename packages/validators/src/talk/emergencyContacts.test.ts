import { describe, expect, it } from 'vitest';
import { emergencyContactTypeLabel, moveRow, splitVisibleContacts, telHref } from './emergencyContacts.ts';

describe('emergency contacts', () => {
  it('shows five and counts the rest until expanded', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7];
    expect(splitVisibleContacts(seven, false)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 2 });
    expect(splitVisibleContacts(seven, true)).toEqual({ shown: seven, hidden: 0 });
    expect(splitVisibleContacts([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 0 });
    expect(splitVisibleContacts([1, 2], false)).toEqual({ shown: [1, 2], hidden: 0 });
  });

  it('labels types and reads unknown ones as その他', () => {
    expect(emergencyContactTypeLabel(3)).toBe('病院');
    expect(emergencyContactTypeLabel(42)).toBe('その他');
  });

  it('builds tel: links without separators', () => {
    expect(telHref('090-1234-5678')).toBe('tel:09012345678');
    expect(telHref('+81 3 1234 5678')).toBe('tel:+81312345678');
  });

  it('moves rows within bounds only', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], -1, 1)).toEqual(['a', 'b', 'c']);
  });
});
