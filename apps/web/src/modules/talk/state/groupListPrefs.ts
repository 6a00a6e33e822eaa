import { GROUP_LIST_TABS, type GroupListTab } from '@genba/validators';

/**
 * What the group list remembers for this browser: the open tab (per tab
 * session, so list-then-room on a phone comes back to it) and whether the PC
 * column is collapsed to 60 px (core §9 group list 300/60).
 */
const TAB_KEY = 'genba.talk.groupListTab';
const COLLAPSED_KEY = 'genba.talk.groupListCollapsed';

export const parseTab = (value: string | null): GroupListTab =>
  GROUP_LIST_TABS.find((t) => t === value) ?? 'project';

const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

export const readTab = (): GroupListTab => safely(() => parseTab(sessionStorage.getItem(TAB_KEY)), 'project');
export const writeTab = (tab: GroupListTab) => safely(() => sessionStorage.setItem(TAB_KEY, tab), undefined);
export const readCollapsed = (): boolean => safely(() => localStorage.getItem(COLLAPSED_KEY) === '1', false);
export const writeCollapsed = (collapsed: boolean) =>
  safely(() => localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0'), undefined);
