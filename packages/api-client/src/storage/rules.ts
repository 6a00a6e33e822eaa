/**
 * The timing rules of talk §4 and §9 as pure functions, so they are tested
 * without storage or clocks.
 */

/** Loading the same room twice within 2 s counts as too many requests (talk §4, §9). */
export const DOUBLE_LOAD_WINDOW_MS = 2_000;
/** Chat-room-list failures within 3 s of the first are counted together (talk §4, §9). */
export const FAILURE_WINDOW_MS = 3_000;
/** At the third counted failure the counter is cleared and recovery runs. */
export const FAILURE_THRESHOLD = 3;

export type ChatRoomLoad = { chatroomId: number; at: number };
export type FailureCounter = { count: number; firstAt: number };

export const isDoubleLoad = (last: ChatRoomLoad | null, chatroomId: number, now: number): boolean =>
  last !== null &&
  last.chatroomId === chatroomId &&
  now - last.at >= 0 &&
  now - last.at < DOUBLE_LOAD_WINDOW_MS;

/**
 * The counter after one more failure: it starts at 1, grows while failures
 * stay within 3 s of the first, and at 3 is cleared with `recover` set.
 */
export const nextFailureCounter = (
  current: FailureCounter | null,
  now: number,
): { counter: FailureCounter | null; recover: boolean } => {
  if (!current || now - current.firstAt > FAILURE_WINDOW_MS || now < current.firstAt) {
    return { counter: { count: 1, firstAt: now }, recover: false };
  }
  const count = current.count + 1;
  if (count >= FAILURE_THRESHOLD) return { counter: null, recover: true };
  return { counter: { count, firstAt: current.firstAt }, recover: false };
};

/** The calendar day in Japan time (the product's users are in Japan): link previews are valid for one day. */
export const japanDate = (now: number): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
