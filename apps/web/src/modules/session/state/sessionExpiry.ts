/**
 * Whether a call has answered 419 (talk §8: "認証が切れました", then logout).
 * Kept outside React so the API client can flag it from any call, including
 * route loaders that run before anything renders.
 */
export type SessionExpiryStore = {
  readonly isExpired: () => boolean;
  readonly markExpired: () => void;
  readonly reset: () => void;
  readonly subscribe: (listener: () => void) => () => void;
};

export const createSessionExpiryStore = (): SessionExpiryStore => {
  let expired = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (expired === next) return;
    expired = next;
    for (const listener of listeners) listener();
  };
  return {
    isExpired: () => expired,
    markExpired: () => set(true),
    reset: () => set(false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
