import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../http/env.ts';

/**
 * The caller's address for rate limits: the socket's peer, or behind a
 * trusted reverse proxy (TRUST_PROXY=1) the address that proxy appended last
 * to X-Forwarded-For (earlier entries are client-controlled). Requests made
 * in-process (app.request in tests) have no socket and share one bucket.
 */
export const clientIp = (c: AppContext): string => {
  if (c.var.deps.config.trustProxy) {
    // Stryker disable next-line OptionalChaining: split always gives at least one entry, so at(-1) is defined
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  // Stryker disable StringLiteral,BlockStatement: any constant names the one bucket these requests share
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
  // Stryker restore StringLiteral,BlockStatement
};
