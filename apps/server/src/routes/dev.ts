import { isIP } from 'node:net';
import { normalizePhone } from '@genba/validators';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/env.ts';

type Outboxes = NonNullable<AppDeps['outbox']>;

export const DEV_ONLY_LOCAL_MESSAGE = '開発用の受信箱は、サーバーと同じコンピューターからのみ利用できます';

/** 127.0.0.0/8, ::1 and the IPv4-mapped form of 127.x. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The Host header without its port: a rebound DNS name pointing at 127.0.0.1 is refused. */
export const isLocalHostHeader = (host: string | undefined): boolean => {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOCAL_HOSTS.has((name ?? '').toLowerCase());
};

/**
 * Whether a request may read the outboxes: it came over a socket whose peer is
 * this machine (the socket's address, never a header), it was not relayed by
 * a proxy on this machine (which would make every caller look local), and it
 * names this machine as its host (a DNS-rebinding page cannot read it).
 */
export const isLocalRequest = (c: AppContext): boolean => {
  if (c.var.deps.config.trustProxy) return false;
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  if (!isLocalHostHeader(c.req.header('host'))) return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address);
  } catch {
    // In-process requests have no socket: nothing says they are local.
    return false;
  }
};

/**
 * Development helpers, mounted only outside production and answering only
 * loopback connections: the latest SMS code sent to a number, the latest
 * mail sent to an address and a member's push notifications, read back from
 * the outboxes so developers and end-to-end tests can finish the flows. Anyone else gets 404, as if the
 * route did not exist; the codes are in the server log too.
 */
export const devRoutes = (app: Hono<AppEnv>, outbox: Outboxes): void => {
  app.use('/__dev/*', async (c, next) => {
    if (!isLocalRequest(c)) return c.json({ message: DEV_ONLY_LOCAL_MESSAGE }, 404);
    await next();
  });
  app.get('/__dev/sms-outbox', async (c) => {
    const tel = normalizePhone(c.req.query('tel') ?? '');
    const entry = tel ? await outbox.sms.latest(tel) : undefined;
    if (!entry) return c.json({ message: 'この電話番号へのSMSはありません' }, 404);
    return c.json({ tel: entry.to, code: entry.code ?? null, body: entry.body, sent_at: entry.at });
  });
  app.get('/__dev/mail-outbox', async (c) => {
    const to = (c.req.query('to') ?? '').trim().toLowerCase();
    const all = to ? await outbox.mail.all(to) : [];
    const entry = all.at(-1);
    if (!entry) return c.json({ message: 'このアドレスへのメールはありません' }, 404);
    // The newest mail's fields at the top (as the SMS outbox answers), and every mail to the address, newest last.
    const messages = all.map((m) => ({ to: m.to, subject: m.subject, text: m.text, sent_at: m.at }));
    return c.json({ to: entry.to, subject: entry.subject, text: entry.text, sent_at: entry.at, messages });
  });
  // The push notifications a member would have had on their devices (albumPush), newest last.
  app.get('/__dev/push-outbox', async (c) => {
    const memberId = (c.req.query('member_id') ?? '').trim();
    const all = /^\d{1,10}$/.test(memberId) ? await outbox.push.all(memberId) : [];
    if (all.length === 0) return c.json({ message: 'このメンバーへのプッシュ通知はありません' }, 404);
    return c.json({
      member_id: Number(memberId),
      messages: all.map((m) => ({ title: m.title, body: m.body, chatroom_id: m.chatroomId, sent_at: m.at })),
    });
  });
};
