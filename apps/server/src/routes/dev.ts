import { normalizePhone } from '@genba/validators';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';

type Outboxes = NonNullable<AppDeps['outbox']>;

/**
 * Development helpers, mounted only outside production: the latest SMS code
 * sent to a number and the latest mail sent to an address, read back from the
 * outboxes so developers and end-to-end tests can finish the flows.
 */
export const devRoutes = (app: Hono<AppEnv>, outbox: Outboxes): void => {
  app.get('/__dev/sms-outbox', async (c) => {
    const tel = normalizePhone(c.req.query('tel') ?? '');
    const entry = tel ? await outbox.sms.latest(tel) : undefined;
    if (!entry) return c.json({ message: 'この電話番号へのSMSはありません' }, 404);
    return c.json({ tel: entry.to, code: entry.code ?? null, body: entry.body, sent_at: entry.at });
  });
  app.get('/__dev/mail-outbox', async (c) => {
    const to = (c.req.query('to') ?? '').trim().toLowerCase();
    const entry = to ? await outbox.mail.latest(to) : undefined;
    if (!entry) return c.json({ message: 'このアドレスへのメールはありません' }, 404);
    return c.json({ to: entry.to, subject: entry.subject, text: entry.text, sent_at: entry.at });
  });
};
