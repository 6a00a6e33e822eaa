import { decodeInvitationLink, encodeInvitationLink } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRooms, members, projects, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { INVITATION_NOT_FOUND_MESSAGE } from '../../src/routes/invitation/openLink.ts';
import { flushBackground } from '../../src/routes/user/background.ts';
import { createBrowser, loggedInBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

/**
 * Open invitation links (ADR 009) under attack over real HTTP: ids counted
 * into links, a real token moved onto other ids, another company's manager on
 * 山田工務店's room, a joiner asking for more rights than a partner member, and
 * a guesser held by the per-address limit.
 */
let server: AttackServer;
let roomId: number;
beforeAll(async () => {
  server = await startAttackServer({ rateLimits: { loginPerIp: { limit: 40, windowSeconds: 600 } } });
  const db = server.database.db;
  await db.update(users).set({ agreeTermsFlg: true }).where(eq(users.email, DEMO_LOGINS.systemAdmin.email));
  const [room] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .innerJoin(projects, eq(projects.id, chatRooms.attendanceFieldId))
    .where(eq(projects.caseName, '博多駅前ビル 外装改修工事'));
  roomId = room?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const join = (email: string, auth_number: string, extra: Record<string, unknown> = {}) => ({
  name1: '攻撃',
  name2: '',
  email,
  auth_number,
  password: 'genba123',
  password_confirmation: 'genba123',
  agree_terms_flg: true,
  ...extra,
});

describe('open invitation links', () => {
  it('counting ids, or moving a real token onto other ids, finds nothing and tells nothing', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const made = await manager.api('createOpenInvitationLink', { body: { chatroom_id: roomId } });
    expect(made.status).toBe(200);
    const real = decodeInvitationLink((made.body as { open_link: { encoded: string } }).open_link.encoded);
    if (real?.kind !== 'open') throw new Error('not an open link');

    const stranger = createBrowser(server.baseUrl);
    const answers = new Set<string>();
    for (let chatroom = 0; chatroom <= 6; chatroom++) {
      for (const token of ['A'.repeat(43), real.token]) {
        const link = {
          ...real,
          token,
          chatroom_id: chatroom === real.chatroom_id && token === real.token ? 0 : chatroom,
        };
        const res = await stranger.api('getInvitationByLink', {
          params: { encoded: encodeInvitationLink(link) },
        });
        answers.add(`${res.status} ${res.text}`);
      }
    }
    expect([...answers]).toEqual([`403 ${JSON.stringify({ detail: [INVITATION_NOT_FOUND_MESSAGE] })}`]);
  });

  it('keeps another company’s manager off 山田工務店’s room link', async () => {
    const other = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.systemAdmin.email);
    for (const name of ['getOpenInvitationLink', 'revokeOpenInvitationLink'] as const) {
      const res = await other.api(name, { query: `?chatroom_id=${roomId}` });
      expect(res.status).toBe(403);
    }
    for (const name of ['createOpenInvitationLink', 'regenerateOpenInvitationLink'] as const) {
      const res = await other.api(name, { body: { chatroom_id: roomId } });
      expect(res.status).toBe(403);
    }
  });

  it('a joiner by e-mail learns nothing of which addresses have accounts, cannot register an address without its code, and gets a partner member and nothing more, whatever the body asks for', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const made = await manager.api('createOpenInvitationLink', { body: { chatroom_id: roomId } });
    const { encoded } = (made.body as { open_link: { encoded: string } }).open_link;
    const joiner = createBrowser(server.baseUrl);
    const asked = async (email: string) => {
      const res = await joiner.api('requestOpenInvitationMail', { params: { encoded }, body: { email } });
      return `${res.status} ${res.text}`;
    };
    expect(await asked(DEMO_LOGINS.companyManager.email)).toBe(await asked('escalate@example.jp'));
    // Somebody else's address, typed without its code (the mail went to its owner): refused on the code.
    const unproved = await joiner.api('registerOpenInvitation', {
      params: { encoded },
      body: join('victim@example.jp', '123456'),
    });
    expect(unproved.status).toBe(422);
    expect(Object.keys((unproved.body as { errors: object }).errors)).toEqual(['auth_number']);
    await flushBackground();
    const code =
      server.sent.mail
        .findLast((m) => m.to === 'escalate@example.jp')
        ?.text.match(/認証コードは (\d{6})/)?.[1] ?? '';
    const res = await joiner.api('registerOpenInvitation', {
      params: { encoded },
      body: join('escalate@example.jp', code, {
        type: 1,
        auth_id: 2,
        company_id: 999,
        office_id: 999,
        login_type: 1,
      }),
    });
    expect(res.status).toBe(200);
    const memberId = (res.body as { member_id: number }).member_id;
    const [member] = await server.database.db.select().from(members).where(eq(members.id, memberId));
    expect(member).toMatchObject({ type: 2, authId: 3 });
    // The joiner cannot manage the link they came in by.
    expect((await joiner.api('regenerateOpenInvitationLink', { body: { chatroom_id: roomId } })).status).toBe(
      403,
    );
  });

  it('a joiner by phone learns nothing of which numbers have accounts and gets a partner member, whatever the body asks for', async () => {
    const manager = await loggedInBrowser(server.baseUrl, DEMO_LOGINS.companyManager.email);
    const made = await manager.api('createOpenInvitationLink', { body: { chatroom_id: roomId } });
    const { encoded } = (made.body as { open_link: { encoded: string } }).open_link;
    const joiner = createBrowser(server.baseUrl);
    const asked = async (tel: string) => {
      const res = await joiner.api('requestOpenInvitationSms', {
        params: { encoded },
        body: { tel_number: tel },
      });
      return `${res.status} ${res.text}`;
    };
    expect(await asked(DEMO_LOGINS.foremanTel.tel)).toBe(await asked('090-7777-0001'));
    await flushBackground();
    const code = server.sent.sms.findLast((m) => m.to === '09077770001')?.code ?? '';
    const res = await joiner.api('registerOpenInvitationByTel', {
      params: { encoded },
      body: {
        name1: '攻撃',
        name2: '',
        tel_number: '090-7777-0001',
        auth_number: code,
        agree_terms_flg: true,
        type: 1,
        auth_id: 2,
        login_type: 3,
        password: 'genba123',
        email: 'escalate-tel@example.jp',
      },
    });
    expect(res.status).toBe(200);
    const memberId = (res.body as { member_id: number }).member_id;
    const db = server.database.db;
    const [member] = await db.select().from(members).where(eq(members.id, memberId));
    expect(member).toMatchObject({ type: 2, authId: 3 });
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, member?.userId ?? 0));
    expect(user).toMatchObject({ email: null, passwordHash: null, loginType: 2 });
  });

  it('holds a guesser to the per-address limit', async () => {
    const guesser = createBrowser(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const link = {
        kind: 'open',
        token: `${'G'.repeat(40)}${String(i).padStart(3, '0')}`,
        chatroom_id: roomId,
        company_id: 1,
        office_id: 1,
      } as const;
      statuses.push(
        (await guesser.api('getInvitationByLink', { params: { encoded: encodeInvitationLink(link) } }))
          .status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 403 && s !== 429)).toEqual([]);
  });
});
