import type { TriState } from './albumSelection.ts';

/**
 * The edit panel's rules for many photos at once (issue 12: tag and folder
 * editing for many photos), without a DOM. A tag is checked when every
 * selected photo has it, indeterminate when some do; the user's changes are a
 * draft over that, and only the changed tags are sent: an untouched
 * indeterminate tag stays on the photos that have it and off the others.
 */

export type EditPhoto = { id: number | string; tagIds: readonly number[]; folderId: number | null };
export type EditTag = { id: number; name: string };
export type EditTagGroup = { id: number; name: string; tags: readonly EditTag[] };
export type EditFolder = { id: number; name: string };

/** 'keep' leaves each photo in its folder; null moves them to no folder. */
export type FolderChoice = 'keep' | number | null;

export type PhotoEditDraft = {
  /** Tags set on every photo (true) or taken off every photo (false). */
  tags: ReadonlyMap<number, boolean>;
  folder: FolderChoice;
};

export type PhotoEditChange = { addTagIds: number[]; removeTagIds: number[]; folder: FolderChoice };

export const emptyPhotoEditDraft: PhotoEditDraft = { tags: new Map(), folder: 'keep' };

/** How many of the photos carry each tag: one pass over the selection (100,000 photos stay fast). */
export const countPhotoTags = (photos: readonly EditPhoto[]): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const photo of photos) for (const id of photo.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/** The tag's state on the photos as stored: all, none or some. */
export const storedTagState = (
  counts: ReadonlyMap<number, number>,
  total: number,
  tagId: number,
): TriState => {
  const n = counts.get(tagId) ?? 0;
  return n === 0 || total === 0 ? false : n === total ? true : 'indeterminate';
};

/** What the checkbox shows: the draft's choice, else the stored state. */
export const tagStateOf = (
  counts: ReadonlyMap<number, number>,
  total: number,
  tagId: number,
  draft: PhotoEditDraft,
): TriState => draft.tags.get(tagId) ?? storedTagState(counts, total, tagId);

/**
 * A click on a tag. Checked and unchecked alternate; a tag only some photos
 * carry cycles some → all → none → some, so the user can return to "leave it
 * as it is" without starting over. Back at the stored state, the tag leaves
 * the draft and is not sent.
 */
export const toggleDraftTag = (
  draft: PhotoEditDraft,
  counts: ReadonlyMap<number, number>,
  total: number,
  tagId: number,
): PhotoEditDraft => {
  const stored = storedTagState(counts, total, tagId);
  const current = tagStateOf(counts, total, tagId, draft);
  const next: TriState =
    stored === 'indeterminate'
      ? current === 'indeterminate'
        ? true
        : current === true
          ? false
          : 'indeterminate'
      : current !== true;
  const tags = new Map(draft.tags);
  if (next === stored || next === 'indeterminate') tags.delete(tagId);
  else tags.set(tagId, next);
  return { ...draft, tags };
};

/** What the panel shows for a selection: how many photos carry each tag, and their common folder. */
export type EditSummary = { counts: Map<number, number>; common: number | null | 'mixed' };

/**
 * countPhotoTags and commonFolderOf in one pass: the panel asks both of every
 * selection, and a select-all of 100,000 photos paid for two walks (issue 12).
 * The tags are counted in two short arrays (an album has tens of tags, not
 * thousands): a search of a few numbers costs less than a Map's hashing per
 * tag, most of all in code that has not been optimised yet (a page's first
 * select-all); past 64 distinct tags the Map takes over.
 */
export const summarizeEditPhotos = (photos: readonly EditPhoto[]): EditSummary => {
  const first = photos[0];
  let common: number | null | 'mixed' = first ? first.folderId : null;
  const ids: number[] = [];
  const tally: number[] = [];
  let many: Map<number, number> | null = null;
  for (let i = 0; i < photos.length; i++) {
    const photo = photos[i] as EditPhoto;
    if (common !== 'mixed' && photo.folderId !== common) common = 'mixed';
    const tagIds = photo.tagIds;
    for (let t = 0; t < tagIds.length; t++) {
      const id = tagIds[t] as number;
      if (many) {
        many.set(id, (many.get(id) ?? 0) + 1);
        continue;
      }
      const at = ids.indexOf(id);
      if (at >= 0) tally[at] = (tally[at] as number) + 1;
      else if (ids.length < 64) {
        ids.push(id);
        tally.push(1);
      } else {
        many = new Map(ids.map((tagId, k) => [tagId, tally[k] as number]));
        many.set(id, 1);
      }
    }
  }
  const counts = many ?? new Map<number, number>();
  if (!many) for (let k = 0; k < ids.length; k++) counts.set(ids[k] as number, tally[k] as number);
  return { counts, common };
};

/** Summaries by photos array: arrays are never changed in place (a change is a new array). */
const summaries = new WeakMap<readonly EditPhoto[], EditSummary>();

/**
 * summarizeEditPhotos, remembered per photos array: the panel's summary of a
 * select-all is ready when it was worked out ahead (prepareEditSummary, in an
 * idle moment before the click), and is not walked twice for the same array.
 * Treat the answer as read-only.
 */
export const editSummaryOf = (photos: readonly EditPhoto[]): EditSummary => {
  let summary = summaries.get(photos);
  if (!summary) {
    summary = summarizeEditPhotos(photos);
    summaries.set(photos, summary);
  }
  return summary;
};

/**
 * The summary of a photos array known without a walk (a 適用's summaryAfterChange for the photos
 * answered): editSummaryOf answers it for that array.
 */
export const rememberEditSummary = (photos: readonly EditPhoto[], summary: EditSummary): void => {
  if (!summaries.has(photos)) summaries.set(photos, summary);
};

/** Works out the photos' summary ahead (editSummaryOf): a select-all of them then finds it ready. */
export const prepareEditSummary = (photos: readonly EditPhoto[]): void => {
  editSummaryOf(photos);
};

/**
 * The summary of the same photos once the change is stored on every one of
 * them, from the summary before it: what 適用 leaves behind, known without
 * walking the photos again (100,000 selected photos cost a walk per 適用, issue 12).
 */
export const summaryAfterChange = (
  summary: EditSummary,
  change: PhotoEditChange,
  total: number,
): EditSummary => {
  if (total === 0) return summary;
  const counts = new Map(summary.counts);
  for (const id of change.removeTagIds) counts.delete(id);
  for (const id of change.addTagIds) counts.set(id, total);
  return { counts, common: change.folder === 'keep' ? summary.common : change.folder };
};

/** The photos' common folder, or 'mixed' when they are in several (null = no folder). */
export const commonFolderOf = (photos: readonly EditPhoto[]): number | null | 'mixed' => {
  const first = photos[0];
  if (!first) return null;
  for (const photo of photos) if (photo.folderId !== first.folderId) return 'mixed';
  return first.folderId;
};

/**
 * What to send: the tags to add to and to take off every photo, and the
 * folder. A tag already on every photo is not added again, one on none is not
 * taken off, and a folder every photo already has is 'keep'. A caller that keeps the selection's
 * counts and common folder passes them, so a click does not walk every photo again.
 */
export const photoEditChangeOf = (
  photos: readonly EditPhoto[],
  draft: PhotoEditDraft,
  counts: ReadonlyMap<number, number> = countPhotoTags(photos),
  common: number | null | 'mixed' = commonFolderOf(photos),
): PhotoEditChange => {
  const addTagIds: number[] = [];
  const removeTagIds: number[] = [];
  for (const [id, on] of draft.tags) {
    const stored = storedTagState(counts, photos.length, id);
    if (on && stored !== true) addTagIds.push(id);
    if (!on && stored !== false) removeTagIds.push(id);
  }
  const folder = draft.folder !== 'keep' && draft.folder === common ? 'keep' : draft.folder;
  return {
    addTagIds: addTagIds.sort((a, b) => a - b),
    removeTagIds: removeTagIds.sort((a, b) => a - b),
    folder,
  };
};

export const hasPhotoEditChange = (change: PhotoEditChange): boolean =>
  change.addTagIds.length > 0 || change.removeTagIds.length > 0 || change.folder !== 'keep';
