/**
 * Listens on a window (or any event target) for uncaught errors and unhandled
 * rejections, handing each one's error on; returns the unsubscribe. The real
 * reporter and the deferred one that queues until it loads both listen this way.
 */
export const listenForErrors = (
  target: EventTarget,
  onError: (kind: 'error' | 'unhandledrejection', error: unknown) => void,
): (() => void) => {
  const onUncaught = (event: Event) => {
    if (event instanceof ErrorEvent) onError('error', event.error ?? event.message);
  };
  const onRejection = (event: Event) => {
    if (event instanceof PromiseRejectionEvent) onError('unhandledrejection', event.reason);
  };
  target.addEventListener('error', onUncaught);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onUncaught);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};
