/**
 * What the invitation-link box shows (ADR 009): the live open link with its
 * copy button, none yet, the read in flight or failed, and how the last copy
 * went. Pure data, tested without a DOM.
 */
export type InvitationLinkInput = {
  /** The read is in flight. */
  pending: boolean;
  /** The read failed: the message to show. */
  error: string | null;
  /** The live link, or null when none was made or the last one was revoked. */
  link: { url: string; created_at: string } | null;
};

export type InvitationLinkView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'none' }
  | { kind: 'live'; url: string; createdAt: string };

export const invitationLinkView = (input: InvitationLinkInput): InvitationLinkView => {
  if (input.pending) return { kind: 'loading' };
  if (input.error !== null) return { kind: 'error', message: input.error };
  if (input.link === null) return { kind: 'none' };
  return { kind: 'live', url: input.link.url, createdAt: input.link.created_at };
};

/** How the last copy went; a new link (regenerated, revoked) starts over. */
export type CopyState = { status: 'idle' | 'copied' | 'failed'; url: string | null };

export const INITIAL_COPY: CopyState = { status: 'idle', url: null };

export type CopyEvent = { type: 'copied'; url: string } | { type: 'failed'; url: string } | { type: 'reset' };

export const nextCopyState = (_state: CopyState, event: CopyEvent): CopyState =>
  event.type === 'reset' ? INITIAL_COPY : { status: event.type, url: event.url };

/** The copy outcome for the link now shown: a copy of an older link says nothing about this one. */
export const copyStatusOf = (state: CopyState, url: string): CopyState['status'] =>
  state.url === url ? state.status : 'idle';

export const INVITATION_LINK_TEXT = {
  title: '招待リンク',
  explain: 'このリンクを知っている人は誰でも、協力会社のメンバーとして無料で参加できます。',
  none: '招待リンクはまだありません。',
  create: '招待リンクを作成',
  copy: 'コピー',
  copied: 'コピーしました',
  copyFailed: 'コピーできませんでした。リンクを選択してコピーしてください。',
  regenerate: '再発行',
  regenerateTitle: '招待リンクを再発行しますか？',
  regenerateDescription: '今までのリンクは使えなくなります。新しいリンクを共有し直してください。',
  regenerateConfirm: '再発行する',
  revoke: '無効にする',
  revokeTitle: '招待リンクを無効にしますか？',
  revokeDescription: 'このリンクからは誰も参加できなくなります。',
  revokeConfirm: '無効にする',
  createdAt: (at: string) => `${at.slice(0, 16)} 作成`,
} as const;
