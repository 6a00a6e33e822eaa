/** Talk §4/§9 chat loading constants. */
export const CHAT_LOAD = {
  doubleLoadMs: 2_000,
  failureWindowMs: 3_000,
  failureThreshold: 3,
  linkPreviewCacheMs: 86_400_000,
  messagePageLimit: 30,
} as const;

/** Talk §3 room types. */
export const CHATROOM_TYPE = ['project', 'group', 'private'] as const;
export type ChatroomType = (typeof CHATROOM_TYPE)[number];

/** Talk §4: loading the same room again within 2 seconds counts as too many requests (it is logged). */
export const isDoubleRoomLoad = (
  last: { chatroomId: number; at: number } | null,
  chatroomId: number,
  now: number,
): boolean => last !== null && last.chatroomId === chatroomId && now - last.at < CHAT_LOAD.doubleLoadMs;

export type FailureCounter = { count: number; firstAt: number } | null;

/**
 * Talk §4 chatroom-list failure counter: a failure starts it at 1; failures
 * within 3 seconds of the first add 1; at 3 it is cleared and `recover` says
 * to run the recovery callback. A failure after the window starts again at 1.
 */
export const nextChatroomFailure = (
  prev: FailureCounter,
  now: number,
): { counter: FailureCounter; recover: boolean } => {
  if (prev === null || now - prev.firstAt > CHAT_LOAD.failureWindowMs) {
    return { counter: { count: 1, firstAt: now }, recover: false };
  }
  const count = prev.count + 1;
  return count >= CHAT_LOAD.failureThreshold
    ? { counter: null, recover: true }
    : { counter: { count, firstAt: prev.firstAt }, recover: false };
};

/** Talk §4: a cached link preview is used for one day. */
export const isLinkPreviewFresh = (cachedAt: number, now: number): boolean =>
  now - cachedAt < CHAT_LOAD.linkPreviewCacheMs;

/** Talk §5: the address lookup accepts only results in Japan. */
export const ADDRESS_LOOKUP_COUNTRY = 'JP';
export const isAcceptedAddressCountry = (country: string): boolean =>
  country.toUpperCase() === ADDRESS_LOOKUP_COUNTRY;
