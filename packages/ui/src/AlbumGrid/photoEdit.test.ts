import { describe, expect, it } from 'vitest';
import {
  commonFolderOf,
  countPhotoTags,
  type EditPhoto,
  editSummaryOf,
  emptyPhotoEditDraft,
  hasPhotoEditChange,
  type PhotoEditChange,
  type PhotoEditDraft,
  photoEditChangeOf,
  prepareEditSummary,
  rememberEditSummary,
  summarizeEditPhotos,
  summaryAfterChange,
  tagStateOf,
  toggleDraftTag,
} from './photoEdit.ts';

// Tag 1 on every photo, tag 2 on some, tag 3 on none.
const photos: EditPhoto[] = [
  { id: 10, tagIds: [1, 2], folderId: 5 },
  { id: 11, tagIds: [1], folderId: 5 },
  { id: 12, tagIds: [1, 2], folderId: 6 },
];
const counts = countPhotoTags(photos);
const state = (draft: PhotoEditDraft, tag: number) => tagStateOf(counts, photos.length, tag, draft);
const click = (draft: PhotoEditDraft, tag: number) => toggleDraftTag(draft, counts, photos.length, tag);

describe('tag states of a selection', () => {
  it('shows checked, indeterminate and unchecked from the stored tags', () => {
    expect(state(emptyPhotoEditDraft, 1)).toBe(true);
    expect(state(emptyPhotoEditDraft, 2)).toBe('indeterminate');
    expect(state(emptyPhotoEditDraft, 3)).toBe(false);
  });

  it('shows nothing checked for an empty selection', () => {
    expect(tagStateOf(countPhotoTags([]), 0, 1, emptyPhotoEditDraft)).toBe(false);
  });
});

describe('toggleDraftTag', () => {
  it('alternates a tag every photo has, and back at the stored state it leaves the draft', () => {
    const off = click(emptyPhotoEditDraft, 1);
    expect(state(off, 1)).toBe(false);
    const back = click(off, 1);
    expect(state(back, 1)).toBe(true);
    expect(back.tags.size).toBe(0);
  });

  it('cycles a tag some photos have: some → all → none → some', () => {
    const all = click(emptyPhotoEditDraft, 2);
    expect(state(all, 2)).toBe(true);
    const none = click(all, 2);
    expect(state(none, 2)).toBe(false);
    const some = click(none, 2);
    expect(state(some, 2)).toBe('indeterminate');
    expect(some.tags.size).toBe(0);
  });
});

describe('photoEditChangeOf', () => {
  it('sends only what changed: a mixed tag set on all, a full tag taken off, a new tag added', () => {
    const draft = click(click(click(emptyPhotoEditDraft, 2), 1), 3);
    expect(photoEditChangeOf(photos, draft)).toEqual({
      addTagIds: [2, 3],
      removeTagIds: [1],
      folder: 'keep',
    });
  });

  it('is no change when nothing was touched, and a folder every photo has is kept', () => {
    const none = photoEditChangeOf(photos, emptyPhotoEditDraft);
    expect(hasPhotoEditChange(none)).toBe(false);
    const same = photoEditChangeOf([{ id: 1, tagIds: [], folderId: 5 }], { tags: new Map(), folder: 5 });
    expect(same.folder).toBe('keep');
  });

  it('moves photos to a folder or to no folder', () => {
    expect(photoEditChangeOf(photos, { tags: new Map(), folder: 6 }).folder).toBe(6);
    expect(photoEditChangeOf(photos, { tags: new Map(), folder: null }).folder).toBeNull();
  });

  it('tags 100,000 photos in one pass', () => {
    const many: EditPhoto[] = Array.from({ length: 100_000 }, (_, i) => ({
      id: i,
      tagIds: i % 2 ? [1, 2] : [1],
      folderId: null,
    }));
    const started = performance.now();
    const manyCounts = countPhotoTags(many);
    const draft = toggleDraftTag(emptyPhotoEditDraft, manyCounts, many.length, 2);
    const change = photoEditChangeOf(many, draft);
    // A loose bound for a shared CI machine; `npm run bench:album` measures it against the 50 ms target.
    expect(performance.now() - started).toBeLessThan(500);
    expect(change.addTagIds).toEqual([2]);
  });
});

describe('commonFolderOf', () => {
  it('names the one folder of the photos, or says they are mixed', () => {
    expect(commonFolderOf(photos)).toBe('mixed');
    expect(commonFolderOf(photos.slice(0, 2))).toBe(5);
    expect(commonFolderOf([])).toBeNull();
  });
});

describe('summarizeEditPhotos', () => {
  it('answers what countPhotoTags and commonFolderOf answer, in one pass', () => {
    const mixed = summarizeEditPhotos(photos);
    expect([...mixed.counts].sort()).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(mixed.common).toBe('mixed');
    expect(summarizeEditPhotos(photos.slice(0, 2)).common).toBe(5);
    // Mixed only by the last photo, and a folder shared by all being "no folder".
    expect(summarizeEditPhotos([...photos.slice(0, 2), { id: 13, tagIds: [], folderId: null }]).common).toBe(
      'mixed',
    );
    expect(summarizeEditPhotos([{ id: 14, tagIds: [3], folderId: null }]).common).toBeNull();
    const empty = summarizeEditPhotos([]);
    expect(empty.counts.size).toBe(0);
    expect(empty.common).toBeNull();
  });
});

describe('summarizeEditPhotos with many tags', () => {
  it('counts past 64 distinct tags as countPhotoTags does (the Map takes over)', () => {
    const many: EditPhoto[] = Array.from({ length: 300 }, (_, i) => ({
      id: i,
      tagIds: [i % 97, 1000 + (i % 5), ...(i % 2 ? [] : [i % 97 === 3 ? 4 : 3])],
      folderId: 5,
    }));
    for (const list of [many, many.slice(0, 40), many.slice(0, 70)]) {
      const summary = summarizeEditPhotos(list);
      expect(new Map([...summary.counts].sort((a, b) => a[0] - b[0]))).toEqual(
        new Map([...countPhotoTags(list)].sort((a, b) => a[0] - b[0])),
      );
      expect(summary.common).toBe(5);
    }
  });
});

describe('editSummaryOf', () => {
  it('walks a photos array once: prepared ahead, the same summary is answered', () => {
    const list = photos.slice();
    prepareEditSummary(list);
    const prepared = editSummaryOf(list);
    expect(editSummaryOf(list)).toBe(prepared);
    expect(prepared).toEqual(summarizeEditPhotos(photos));
    // Another array with the same photos is its own.
    expect(editSummaryOf(photos.slice())).not.toBe(prepared);
  });
  it("answers a summary remembered for an array (a 適用's), and does not replace one it has", () => {
    const answered = photos.slice();
    const after = summaryAfterChange(
      editSummaryOf(photos),
      { addTagIds: [3], removeTagIds: [], folder: 'keep' },
      3,
    );
    rememberEditSummary(answered, after);
    expect(editSummaryOf(answered)).toBe(after);
    rememberEditSummary(answered, summarizeEditPhotos([]));
    expect(editSummaryOf(answered)).toBe(after);
  });
});

describe('summaryAfterChange', () => {
  const apply = (photo: EditPhoto, change: PhotoEditChange): EditPhoto => ({
    id: photo.id,
    tagIds: [
      ...photo.tagIds.filter((t) => !change.removeTagIds.includes(t)),
      ...change.addTagIds.filter((t) => !photo.tagIds.includes(t)),
    ],
    folderId: change.folder === 'keep' ? photo.folderId : change.folder,
  });
  const cases: PhotoEditChange[] = [
    { addTagIds: [3], removeTagIds: [], folder: 'keep' },
    { addTagIds: [2], removeTagIds: [1], folder: 6 },
    { addTagIds: [], removeTagIds: [2], folder: null },
    { addTagIds: [2, 3], removeTagIds: [], folder: 5 },
  ];
  it.each(cases)('equals a walk over the photos with the change stored (%j)', (change) => {
    const after = summaryAfterChange(summarizeEditPhotos(photos), change, photos.length);
    const walked = summarizeEditPhotos(photos.map((p) => apply(p, change)));
    expect(after.common).toBe(walked.common);
    expect(new Map([...after.counts].sort())).toEqual(new Map([...walked.counts].sort()));
  });

  it('leaves the summary of no photos as it is', () => {
    const empty = summarizeEditPhotos([]);
    expect(summaryAfterChange(empty, cases[1] as PhotoEditChange, 0)).toBe(empty);
  });
});
