import { encodeInvitationLink } from '@genba/validators';
import type { ExampleContext } from './types.ts';
import { defineExamples } from './types.ts';

let serial = 0;
/** A fresh address per call: an address already invited and pending is refused. */
const freshEmail = () => `invitee-${process.pid}-${Date.now()}-${serial++}@example.jp`;

/** Invites a fresh address to the seeded site and reads the link's {encoded} back from the development outbox. */
const freshInvitationLink = async (ctx: ExampleContext): Promise<string> => {
  const email = freshEmail();
  const sent = await ctx.send('sendInvitationEmail', {
    body: { invitations: [{ name1: '契約', email }], field_id: ctx.ids.fieldId },
  });
  if (sent.status !== 200) throw new Error(`sendInvitationEmail answered ${sent.status}`);
  const mail = await ctx.deps.outbox?.mail.latest(email);
  const encoded = mail?.text.match(/\/invitation_user\/([A-Za-z0-9_-]+)$/m)?.[1];
  if (!encoded) throw new Error('no invitation link in the development outbox');
  return encoded;
};

/** A member form for a fresh PC-only member of the manager's company. */
const memberForm = (ctx: ExampleContext) => ({
  name1: '契約',
  name2: '花子',
  company_id: ctx.ids.companyId,
  office_id: ctx.ids.officeId ?? 0,
  type: 1 as const,
  auth_id: 1 as const,
  login_type: 1 as const,
  email: freshEmail(),
  password: 'genba123',
  password_confirmation: 'genba123',
});

/** Creates a member through the form and returns its id. */
const freshMember = async (ctx: ExampleContext): Promise<number> => {
  const created = await ctx.send('createMember', { body: memberForm(ctx) });
  const id = (created.body as { data?: { member_id: number } }).data?.member_id;
  if (!id) throw new Error(`createMember answered ${created.status}`);
  return id;
};

/** Adds an occupation or a team with a fresh name and returns its id. */
const freshItem = async (
  ctx: ExampleContext,
  name: 'createOccupation' | 'createCompanyTeam',
): Promise<number> => {
  const created = await ctx.send(name, { body: { name: `契約項目${serial++}` } });
  const id = (created.body as { data?: { id: number } }).data?.id;
  if (!id) throw new Error(`${name} answered ${created.status}`);
  return id;
};

/** Creates an office and returns its id. */
const freshOffice = async (ctx: ExampleContext): Promise<number> => {
  const created = await ctx.send('createOffice', { body: { name: `契約営業所${serial++}` } });
  const id = (created.body as { data?: { id: number } }).data?.id;
  if (!id) throw new Error(`createOffice answered ${created.status}`);
  return id;
};

const companyEdit = {
  company_name: '株式会社山田工務店',
  postcode: '812-0011',
  prefecture_id: 40,
  address1: '福岡市博多区',
  address2: '博多駅前1-1',
  telephone_number: '092-000-0000',
  represent_name1: '山田',
};

/** Members and invitations (issue 10). */
export const organisationExamples = defineExamples({
  getMembers: {
    valid: (ctx) => ({ query: { office_id: ctx.ids.officeId ?? undefined, limit: 20 } }),
    invalid: () => ({ request: { query: { auth_id: '4' } }, status: 422 }),
  },
  sendInvitationEmail: {
    valid: (ctx) => ({
      body: { invitations: [{ name1: '山本', email: freshEmail() }], field_id: ctx.ids.fieldId },
    }),
    invalid: () => ({
      request: {
        body: {
          invitations: [
            { name1: '山本', email: 'same@example.jp' },
            { name1: '山本', email: 'SAME@example.jp' },
          ],
        },
      },
      status: 422,
    }),
  },
  sendInvitationTel: {
    valid: () => ({
      body: { invitations: [{ name1: '山本', tel_number: `070${String(Date.now()).slice(-8)}` }] },
    }),
    invalid: () => ({ request: { body: { invitations: [{ name1: '', tel_number: '12' }] } }, status: 422 }),
  },
  getInvitations: {
    valid: () => ({ query: { status: 'non_approved' } }),
    invalid: () => ({ request: { query: { status: 'approved' } }, status: 422 }),
  },
  deleteInvitation: {
    valid: async (ctx) => {
      const sent = await ctx.send('sendInvitationEmail', {
        body: { invitations: [{ name1: '取消', email: freshEmail() }] },
      });
      const id = (sent.body as { invitations: { id: number }[] }).invitations[0]?.id;
      if (!id) throw new Error('no invitation to delete');
      return { params: { id } };
    },
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  getInvitationByLink: {
    valid: async (ctx) => ({ params: { encoded: await freshInvitationLink(ctx) } }),
    invalid: () => ({ request: { params: { encoded: 'a/b' } }, status: 422 }),
  },
  registerInvitation: {
    ownSession: true,
    valid: async (ctx) => ({
      params: { encoded: await freshInvitationLink(ctx) },
      body: {
        name1: '契約',
        name2: '太郎',
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    }),
    invalid: () => ({
      request: {
        params: {
          encoded: encodeInvitationLink({
            kind: 'open',
            token: 'a'.repeat(43),
            chatroom_id: 1,
            company_id: 1,
            office_id: 1,
          }),
        },
        body: { name1: '', password: '1', password_confirmation: '2', agree_terms_flg: false },
      },
      status: 422,
    }),
  },
  getMember: {
    valid: (ctx) => ({ params: { id: ctx.ids.memberId } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  createMember: {
    valid: (ctx) => ({ body: memberForm(ctx) }),
    invalid: (ctx) => ({ request: { body: { ...memberForm(ctx), name1: '', email: 'x' } }, status: 422 }),
  },
  updateMember: {
    valid: async (ctx) => {
      const id = await freshMember(ctx);
      return { params: { id }, body: { ...memberForm(ctx), member_id: id, auth_id: 7 as const } };
    },
    invalid: (ctx) => ({
      request: {
        params: { id: ctx.ids.memberId },
        body: { ...memberForm(ctx), member_id: ctx.ids.memberId, login_type: 9 },
      },
      status: 422,
    }),
  },
  moveMemberOffice: {
    valid: async (ctx) => ({
      params: { id: await freshMember(ctx) },
      body: { office_id: await freshOffice(ctx) },
    }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.memberId }, body: { office_id: 'x' } },
      status: 422,
    }),
  },
  deleteMember: {
    valid: async (ctx) => ({ params: { id: await freshMember(ctx) } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  getCompanySetting: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  updateCompanySetting: {
    valid: () => ({ body: companyEdit }),
    invalid: () => ({ request: { body: { ...companyEdit, postcode: '12' } }, status: 422 }),
  },
  getOffices: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  createOffice: {
    valid: () => ({ body: { name: `契約営業所${serial++}`, telephone_number: '092-111-2222' } }),
    invalid: () => ({ request: { body: { name: '' } }, status: 422 }),
  },
  updateOffice: {
    valid: async (ctx) => ({ params: { id: await freshOffice(ctx) }, body: { name: '契約営業所(改)' } }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.officeId ?? 1 }, body: { name: '' } },
      status: 422,
    }),
  },
  deleteOffice: {
    valid: async (ctx) => ({ params: { id: await freshOffice(ctx) } }),
    invalid: () => ({ request: { params: { id: '-1' } }, status: 422 }),
  },
  getWorkerSetting: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  updateWorkerSetting: {
    // Auths no seeded member holds, so the requirement changes nothing for other examples' member saves.
    valid: () => ({ body: { company_auth_worker_requires: [] } }),
    invalid: () => ({ request: { body: { company_auth_worker_requires: [999] } }, status: 422 }),
  },
  updateDailyAttendanceSetting: {
    // The seed's own hours, so the other examples' prefilled forms see no change.
    valid: () => ({
      body: { start_time: '08:00', end_time: '17:00', rest_start_time: '12:00', rest_end_time: '13:00' },
    }),
    invalid: () => ({
      request: {
        body: { start_time: '17:00', end_time: '08:00', rest_start_time: '12:00', rest_end_time: '13:00' },
      },
      status: 422,
    }),
  },
  getOccupations: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  createOccupation: {
    valid: () => ({ body: { name: `契約職種${serial++}` } }),
    invalid: () => ({ request: { body: { name: '' } }, status: 422 }),
  },
  updateOccupation: {
    valid: async (ctx) => ({
      params: { id: await freshItem(ctx, 'createOccupation') },
      body: { name: `契約職種${serial++}` },
    }),
    invalid: async (ctx) => ({
      request: { params: { id: await freshItem(ctx, 'createOccupation') }, body: { name: 'あ'.repeat(21) } },
      status: 422,
    }),
  },
  deleteOccupation: {
    valid: async (ctx) => ({ params: { id: await freshItem(ctx, 'createOccupation') } }),
    invalid: () => ({ request: { params: { id: '-1' } }, status: 422 }),
  },
  getCompanyTeams: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  createCompanyTeam: {
    valid: () => ({ body: { name: `契約班${serial++}` } }),
    invalid: () => ({ request: { body: { name: '   ' } }, status: 422 }),
  },
  updateCompanyTeam: {
    valid: async (ctx) => ({
      params: { id: await freshItem(ctx, 'createCompanyTeam') },
      body: { name: `契約班${serial++}` },
    }),
    invalid: async (ctx) => ({
      request: { params: { id: await freshItem(ctx, 'createCompanyTeam') }, body: { name: '改\n行' } },
      status: 422,
    }),
  },
  deleteCompanyTeam: {
    valid: async (ctx) => ({ params: { id: await freshItem(ctx, 'createCompanyTeam') } }),
    invalid: () => ({ request: { params: { id: '-1' } }, status: 422 }),
  },
});
