import { z } from 'zod';
import { boundedText } from '../input/bounds.ts';
import { LIMITS } from '../limits/limits.ts';
import { NAME_MESSAGE } from '../project/names.ts';

/**
 * Rules of the tag master (talk §3, core §5): tag groups and tags as the site
 * master settings (/genbamastersetting/tag-group) edit them. Lengths are the
 * spec's (tag 32, tag group 20); counts are designed (the spec shows none).
 */
export const TAG_MESSAGE = {
  duplicateTag: '同じ名前のタグが既にあります。',
  duplicateTagGroup: '同じ名前のタググループが既にあります。',
  /** '{n}件まで登録できます。' */
  tooMany: (n: number): string => `${n}件まで登録できます。`,
  unknownTagGroup: 'タググループが見つかりません。',
} as const;

/** Designed limits: enough for a company's PQA checklists, small enough for one settings screen. */
export const TAG_MASTER_LIMITS = {
  /** Tag groups per company (company-wide plus every project's). */
  groupsPerCompany: 100,
  /** Tags per group (and in no group, 不明). */
  tagsPerGroup: 100,
} as const;

/** The kinds of use a tag's operations are keyed by (talk §3): the album and the black board. */
export const TAG_OPERATION_KINDS = ['album', 'board'] as const;
export type TagOperationKind = (typeof TAG_OPERATION_KINDS)[number];
export const TAG_OPERATION_LABEL: Record<TagOperationKind, string> = { album: 'アルバム', board: '黒板' };

export const tagNameSchema = boundedText({
  trim: true,
  required: NAME_MESSAGE.tagRequired,
  max: LIMITS.tag,
});
export const tagGroupNameSchema = boundedText({
  trim: true,
  required: NAME_MESSAGE.tagGroupRequired,
  max: LIMITS.tagGroup,
});

/** The settings form of one tag group: its name (PQA is a switch on the group's row, saved at once). */
export const tagGroupFormSchema = z.object({ name: tagGroupNameSchema });
export type TagGroupForm = z.infer<typeof tagGroupFormSchema>;

/** The settings form of one tag: its name. */
export const tagFormSchema = z.object({ name: tagNameSchema });
export type TagForm = z.infer<typeof tagFormSchema>;

/** Names compared as a person reads them: surrounding spaces and width of ASCII letters ignored (NFKC). */
export const sameTagName = (a: string, b: string): boolean =>
  a.normalize('NFKC').trim().toLowerCase() === b.normalize('NFKC').trim().toLowerCase();

/**
 * The ids in their new order after moving the item at `from` by `delta`
 * places (the ↑/↓ buttons of the settings lists); unchanged when the move
 * would leave the list.
 */
export const moveInOrder = <T>(items: readonly T[], from: number, delta: number): T[] => {
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  // Stryker disable next-line all: equivalent, splice takes nothing from past the end, so nothing moves either way; the check says so plainly.
  if (from >= items.length) return [...items];
  const out = [...items];
  const [moved] = out.splice(from, 1);
  // Stryker disable next-line ConditionalExpression: equivalent, from is in range here; the check is for the type checker.
  if (moved !== undefined) out.splice(to, 0, moved);
  return out;
};
