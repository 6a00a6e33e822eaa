/**
 * The pure half of Composer (no DOM): when a key sends, the @-mention query
 * at the caret and its completion. Unit-tested in composerState.test.ts.
 */

export type SendKey = {
  key: string;
  shiftKey: boolean;
  /** KeyboardEvent.isComposing: a Japanese IME is converting. */
  isComposing: boolean;
  /** 229 while an IME handles the key (Safari reports composition this way only). */
  keyCode: number;
  /** Phones send with the button; Enter breaks the line there. */
  touch: boolean;
};

/** Enter sends on PC, Shift+Enter breaks the line, and nothing sends while the IME composes. */
export const sendKeyAction = (e: SendKey): 'send' | 'newline' | 'ignore' => {
  if (e.key !== 'Enter') return 'ignore';
  if (e.isComposing || e.keyCode === 229) return 'ignore';
  if (e.shiftKey || e.touch) return 'newline';
  return 'send';
};

export type MentionCandidate = { id: number; name: string; companyName?: string | null };

/** The `@query` being typed just before the caret, or null. */
export const mentionQueryAt = (text: string, caret: number): { start: number; query: string } | null => {
  const before = text.slice(0, caret);
  const match = /(^|[\s　])@([^\s　@]{0,20})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
};

/** Candidates whose name (spaces ignored) contains the query, at most `limit`. */
export const filterCandidates = (
  candidates: readonly MentionCandidate[],
  query: string,
  limit = 8,
): MentionCandidate[] => {
  const q = query.replace(/[\s　]/g, '').toLowerCase();
  return candidates
    .filter((c) =>
      c.name
        .replace(/[\s　]/g, '')
        .toLowerCase()
        .includes(q),
    )
    .slice(0, limit);
};

/** Replaces `@query` at the caret with `@Name ` and answers the new text and caret. */
export const applyMention = (
  text: string,
  caret: number,
  at: { start: number },
  candidate: MentionCandidate,
): { text: string; caret: number } => {
  const inserted = `@${candidate.name} `;
  const next = text.slice(0, at.start) + inserted + text.slice(caret);
  return { text: next, caret: at.start + inserted.length };
};

/** The candidates still named in the text: a mention deleted from the text is not sent. */
export const mentionedIds = (text: string, chosen: readonly MentionCandidate[]): number[] => [
  ...new Set(chosen.filter((c) => text.includes(`@${c.name}`)).map((c) => c.id)),
];
