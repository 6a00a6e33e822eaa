import { redactPagePath } from '@genba/validators/monitoring';
import { setActiveReporter } from '../state/activeReporter.ts';
import type { ErrorReporter } from './reporter.ts';

type RouterState = { location: { pathname: string } };
type RouterLike = { state: RouterState; subscribe(listener: (state: RouterState) => void): () => void };

/**
 * Starts monitoring for the page: uncaught errors and unhandled rejections on
 * `target`, route errors through the active reporter, and each navigation as
 * a step of the step log. Returns the way to stop.
 */
export const installErrorReporter = (
  reporter: ErrorReporter,
  { target, router }: { target: EventTarget; router?: RouterLike },
): (() => void) => {
  const stopListening = reporter.listen(target);
  setActiveReporter(reporter);
  let last = '';
  const follow = ({ location }: RouterState) => {
    const path = redactPagePath(location.pathname);
    if (path === last) return;
    last = path;
    reporter.step(`navigate ${path}`);
  };
  if (router) follow(router.state);
  const unsubscribe = router?.subscribe(follow);
  return () => {
    stopListening();
    unsubscribe?.();
    setActiveReporter(undefined);
  };
};
