import { redactPagePath } from '@genba/validators';
import { AdapterError } from '../../adapters/index.ts';
import { clientIp } from '../../auth/clientIp.ts';
import { hit, type RateLimitRule } from '../../auth/rateLimit.ts';
import type { AppContext } from '../../http/env.ts';
import { HttpError, providerFailed } from '../../http/errors.ts';
import { implement, type RouteDefinition } from '../../http/implement.ts';
import { REQUEST_LIMITS } from '../../http/limits.ts';
import { captureEvent } from './report.ts';

export { reportServerError } from './report.ts';

/**
 * Reports are accepted without a session (an error on a login page is the
 * one that most needs seeing), so each is bounded: the body by size before it
 * is read, every field by the request schema, and the rate per member or,
 * without a session, per address. Neither bound costs more than one upsert.
 */
export const MONITORING_RATE_LIMITS: { perMember: RateLimitRule; perAnonymousAddress: RateLimitRule } = {
  perMember: { limit: 30, windowSeconds: 60 },
  perAnonymousAddress: { limit: 10, windowSeconds: 60 },
};

/** Well above the schema's bounds in Japanese text (about 18,000 characters at up to 3 bytes each). */
export const MONITORING_BODY_LIMIT_BYTES = REQUEST_LIMITS.bodyBytes;

export const MONITORING_MESSAGE = {
  tooMany: 'エラー報告が多すぎます。しばらくしてから再度お試しください',
  failed: 'エラー報告を記録できませんでした。しばらくしてから再度お試しください',
} as const;

const limitRate = async (c: AppContext, memberId: number | undefined): Promise<void> => {
  const { db } = c.var.deps;
  const [key, rule] =
    memberId === undefined
      ? [`monitoring:ip:${clientIp(c)}`, MONITORING_RATE_LIMITS.perAnonymousAddress]
      : [`monitoring:member:${memberId}`, MONITORING_RATE_LIMITS.perMember];
  if (!(await hit(db, key, rule))) {
    throw new HttpError(
      429,
      { message: MONITORING_MESSAGE.tooMany },
      { 'retry-after': String(rule.windowSeconds) },
    );
  }
};

const report = implement('reportClientError', async ({ c, deps, body, member, company }) => {
  await limitRate(c, member?.id);
  try {
    const eventId = await captureEvent(deps, {
      source: 'browser',
      kind: body.kind,
      message: body.message,
      name: body.name,
      stack: body.stack,
      // Redacted again: the browser's reporter already does it, but anyone can post here.
      page: redactPagePath(body.page),
      status: body.status,
      api: body.api,
      release: body.release,
      occurredAt: body.occurredAt,
      steps: body.steps,
      memberId: member?.id,
      companyId: company?.id,
      userAgent: c.req.header('user-agent')?.slice(0, 300),
    });
    return { eventId };
  } catch (error) {
    if (!(error instanceof AdapterError)) throw error;
    deps.logger.error(`monitoring: a browser report could not be delivered (${error.status})`, error);
    throw providerFailed(MONITORING_MESSAGE.failed, error.status);
  }
});

/** POST /api/monitoring/events (catalogue `reportClientError`); its body limit is the default 64 KiB of http/limits.ts. */
export const monitoringRoutes: RouteDefinition[] = [report];
