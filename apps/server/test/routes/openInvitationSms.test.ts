import { AUTH_FAILURE_MESSAGES } from '@genba/api-client';
import { decodeInvitationLink, encodeInvitationLink, LOGIN_TYPE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRooms,
  invitations,
  members,
  projectMembers,
  projects,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import {
  INVITATION_NOT_FOUND_MESSAGE,
  OPEN_LINK_REGISTERED_SMS,
} from '../../src/routes/invitation/openLink.ts';
import { flushBackground } from '../../src/routes/user/background.ts';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_SECONDS } from '../../src/routes/user/codes.ts';
import { createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Joining through an open link by phone (issue 10 item 4): the SMS login's code,
 * sent to a number without an account, then a name and the terms.
 */
let server: TestServer;
let siteId: number;
let encoded: string;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { smsSendPerTel: { limit: 3, windowSeconds: 900 } } });
  const [row] = await server.database.db
    .select({ siteId: projects.id, roomId: chatRooms.id })
    .from(projects)
    .innerJoin(chatRooms, eq(chatRooms.attendanceFieldId, projects.id))
    .where(eq(projects.caseName, '博多駅前ビル 外装改修工事'));
  if (!row) throw new Error('seed site missing');
  siteId = row.siteId;
  const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
  encoded = (await manager.api('createOpenInvitationLink', { body: { chatroom_id: row.roomId } })).data
    .open_link.encoded;
});
afterAll(async () => {
  await server.close();
});

const sentTo = async (tel: string) => {
  await flushBackground();
  return server.sent.sms.filter((m) => m.to === tel);
};
const byTel = (tel_number: string, auth_number: string, name1 = '中村') => ({
  name1,
  name2: '翔',
  tel_number,
  auth_number,
  agree_terms_flg: true,
});

describe('joining an open link by phone', () => {
  it('sends a code to a new number; the code, a name and the terms make a mobile-only partner member in the room', async () => {
    const worker = createClient(server);
    const sent = await worker.api('requestOpenInvitationSms', {
      params: { encoded },
      body: { tel_number: '090-5555-0001' },
    });
    expect(sent.data).toEqual({ status: 200, expires_in: SMS_CODE_TTL_SECONDS });
    const [message] = await sentTo('09055550001');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);

    const joined = await worker.api('registerOpenInvitationByTel', {
      params: { encoded },
      body: byTel('090-5555-0001', message?.code ?? ''),
    });
    expect(joined.status).toBe(200);
    expect(joined.data.next_path).toBe(`/talk/field/${siteId}`);
    const { db } = server.database;
    const [member] = await db.select().from(members).where(eq(members.id, joined.data.member_id));
    expect(member).toMatchObject({ type: 2, authId: 3, name1: '中村', name2: '翔' });
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, member?.userId ?? 0));
    expect(user).toMatchObject({
      telNumber: '09055550001',
      email: null,
      passwordHash: null,
      loginType: LOGIN_TYPE.mobileOnly,
      agreeTermsFlg: true,
    });
    expect(
      await db.select().from(projectMembers).where(eq(projectMembers.memberId, joined.data.member_id)),
    ).toEqual([expect.objectContaining({ projectId: siteId, roomRole: 1000 })]);
    const [record] = await db
      .select()
      .from(invitations)
      .where(and(eq(invitations.memberId, joined.data.member_id), eq(invitations.invitationType, 3)));
    expect(record).toMatchObject({ telNumber: '09055550001', invitationStatus: 2 });
    // Logged in, in the room; and the number now logs in by SMS like any member's.
    expect((await worker.api('getTalkByFieldId', { params: { id: siteId } })).status).toBe(200);
    await createClient(server).api('sms_request', { body: { tel_number: '09055550001' } });
    const [, loginCode] = await sentTo('09055550001');
    const login = await createClient(server).api('sms_login', {
      body: { tel_number: '09055550001', auth_number: loginCode?.code ?? '' },
    });
    expect(login.status).toBe(200);
  });

  it('uses a code once: the second registration with it is refused on the code', async () => {
    await createClient(server).api('requestOpenInvitationSms', {
      params: { encoded },
      body: { tel_number: '090-5555-0002' },
    });
    const [message] = await sentTo('09055550002');
    const code = message?.code ?? '';
    expect(
      (
        await createClient(server).api('registerOpenInvitationByTel', {
          params: { encoded },
          body: byTel('09055550002', code),
        })
      ).status,
    ).toBe(200);
    const again = await createClient(server).api('registerOpenInvitationByTel', {
      params: { encoded },
      body: byTel('09055550002', code, '再利用'),
    });
    expect(again.status).toBe(422);
    expect(again.error.errors).toEqual({ auth_number: [AUTH_FAILURE_MESSAGES.codeExpired] });
  });

  it('answers a number with an account exactly as a new one, sends its owner a notice and never a code', async () => {
    const fresh = await createClient(server).api('requestOpenInvitationSms', {
      params: { encoded },
      body: { tel_number: '090-5555-0003' },
    });
    const taken = await createClient(server).api('requestOpenInvitationSms', {
      params: { encoded },
      body: { tel_number: DEMO_LOGINS.foremanTel.tel },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.data).toEqual(fresh.data);
    const [notice] = await sentTo(DEMO_LOGINS.foremanTel.normalized);
    expect(notice).toEqual({ to: DEMO_LOGINS.foremanTel.normalized, body: OPEN_LINK_REGISTERED_SMS });
    // Whatever is guessed for it, the answer is a wrong code's.
    const guess = await createClient(server).api('registerOpenInvitationByTel', {
      params: { encoded },
      body: byTel(DEMO_LOGINS.foremanTel.tel, '123456'),
    });
    expect(guess.status).toBe(422);
    expect(guess.error.errors).toEqual({ auth_number: [AUTH_FAILURE_MESSAGES.badCode] });
  });

  it('burns a code after the wrong guesses the SMS login allows', async () => {
    await createClient(server).api('requestOpenInvitationSms', {
      params: { encoded },
      body: { tel_number: '090-5555-0004' },
    });
    const [message] = await sentTo('09055550004');
    const code = message?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i++) {
      const res = await createClient(server).api('registerOpenInvitationByTel', {
        params: { encoded },
        body: byTel('09055550004', wrong),
      });
      expect([422, 429]).toContain(res.status);
    }
    const late = await createClient(server).api('registerOpenInvitationByTel', {
      params: { encoded },
      body: byTel('09055550004', code),
    });
    expect(late.status).not.toBe(200);
  });

  it('holds a number to the per-number send limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await createClient(server).api('requestOpenInvitationSms', {
            params: { encoded },
            body: { tel_number: '090-5555-0005' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a link that is not live, for the code and the registration alike, and sends nothing', async () => {
    const before = server.sent.sms.length;
    const parts = decodeInvitationLink(encoded);
    if (parts?.kind !== 'open') throw new Error('not an open link');
    const forged = encodeInvitationLink({ ...parts, token: 'A'.repeat(43) });
    const code = await createClient(server).api('requestOpenInvitationSms', {
      params: { encoded: forged },
      body: { tel_number: '090-5555-0006' },
    });
    expect(code.status).toBe(403);
    expect(code.error.detail).toEqual([INVITATION_NOT_FOUND_MESSAGE]);
    const join = await createClient(server).api('registerOpenInvitationByTel', {
      params: { encoded: forged },
      body: byTel('090-5555-0006', '123456'),
    });
    expect(join.status).toBe(403);
    expect(join.error.detail).toEqual([INVITATION_NOT_FOUND_MESSAGE]);
    await flushBackground();
    expect(server.sent.sms.length).toBe(before);
  });

  it('puts the rules’ messages on the fields', async () => {
    const res = await createClient(server).api('registerOpenInvitationByTel', {
      params: { encoded },
      body: { name1: '', name2: '', tel_number: '03-1234-5678', auth_number: '12', agree_terms_flg: false },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual([
      'agree_terms_flg',
      'auth_number',
      'name1',
      'tel_number',
    ]);
  });
});
