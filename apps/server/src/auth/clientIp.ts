import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../http/env.ts';

/**
 * The caller's address for rate limits: the socket's peer. Requests made
 * in-process (app.request in tests) have no socket and share one bucket.
 */
export const clientIp = (c: AppContext): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
};
