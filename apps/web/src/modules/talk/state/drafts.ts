/**
 * Composer drafts, one per room (issue 11 §3), kept in sessionStorage so a
 * reload or a trip to another room does not lose half a message. Storage
 * that refuses (private mode, quota) only loses the draft.
 */
const KEY = (roomId: number) => `genba.talk.draft.${roomId}`;

export const readDraft = (
  roomId: number,
  storage: Storage | undefined = globalThis.sessionStorage,
): string => {
  try {
    return storage?.getItem(KEY(roomId)) ?? '';
  } catch {
    return '';
  }
};

export const writeDraft = (
  roomId: number,
  text: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): void => {
  try {
    if (text === '') storage?.removeItem(KEY(roomId));
    else storage?.setItem(KEY(roomId), text);
  } catch {
    // A full or refused storage only loses the draft.
  }
};
