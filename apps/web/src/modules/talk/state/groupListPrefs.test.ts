import { describe, expect, it } from 'vitest';
import { parseTab, readCollapsed, readTab, writeCollapsed, writeTab } from './groupListPrefs.ts';

describe('group list preferences', () => {
  it('accepts only the three tabs, defaulting to the project tab', () => {
    expect(parseTab('group')).toBe('group');
    expect(parseTab('search')).toBe('search');
    expect(parseTab('other')).toBe('project');
    expect(parseTab(null)).toBe('project');
  });

  it('remembers the tab and the collapsed column', () => {
    writeTab('search');
    expect(readTab()).toBe('search');
    writeCollapsed(true);
    expect(readCollapsed()).toBe(true);
    writeCollapsed(false);
    expect(readCollapsed()).toBe(false);
  });
});
