import { makePendingPartnerInvitation, makeSubcontractor } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { INVITATION_MESSAGE, INVITATION_REGISTER_MESSAGE, PARTNER_COMPANY_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { failedWait, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Setting/協力会社設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/subcontractor' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const partners = [
  makeSubcontractor(),
  makeSubcontractor({
    id: 2,
    owned: false,
    company: { id: 31, name: '有限会社中村塗装', name_kana: 'ナカムラトソウ', company_type: 99 },
    represent_name: '中村 隆',
    telephone_number: null,
    member_count: 0,
  }),
];
const twoPartners = mock.data('getSubcontractors', { data: partners, total: 2 });
/** One invitation by e-mail sent today, one by SMS three days before the pinned clock. */
const twoPending = mock.data('init_subcontractor', {
  auth_options: [
    { auth_id: 3, name: '協力会社' },
    { auth_id: 6, name: '協力会社職長' },
  ],
  pending_invitations: [
    makePendingPartnerInvitation({ id: 2 }),
    makePendingPartnerInvitation({
      id: 1,
      name1: '中村',
      email: null,
      tel_number: '090-2345-6789',
      invitation_type: 1,
      regist_company_id: 31,
      partner_company_name: '有限会社中村塗装',
      created_at: '2026-05-09 16:05:00',
    }),
  ],
  count_total: 2,
});

/** The partners in the 660 px box: a company that uses the product is marked and cannot be edited here. */
export const Default: Story = {
  tags: ['screenshot'],
  parameters: { msw: withMocks(twoPartners, twoPending) },
  play: async ({ canvas }) => {
    const pending = within(await canvas.findByRole('list', { name: '招待中の協力会社メンバー' }, pageWait));
    await expect(pending.getByText('（有限会社中村塗装）')).toBeVisible();
    await expect(pending.getByText('SMS 090-2345-6789')).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: '協力会社一覧' }, pageWait));
    await expect(list.getByText('利用中の会社')).toBeVisible();
    await expect(list.getAllByRole('button', { name: /を編集$/ })).toHaveLength(1);
    await expect(list.getAllByRole('button', { name: /を削除$/ })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '設定に戻る' })).toHaveAttribute(
      'href',
      '/member/information',
    );
  },
};

/** 協力会社を登録 with a blank name shows the rule's message; a named company is registered. */
export const Register: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '協力会社を登録' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社の登録' }, pageWait));
    await userEvent.click(dialog.getByRole('button', { name: '登録' }));
    await expect(await dialog.findByText(PARTNER_COMPANY_MESSAGE.nameRequired, {}, pageWait)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: '会社名' }), '株式会社木村設備');
    await userEvent.click(dialog.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText(/を登録しました。$/, {}, pageWait)).toBeVisible();
  },
};

/** Adding a company by its id: the id's rules first, then the server's refusal on the field. */
export const AddExisting: Story = {
  parameters: {
    msw: withMocks(
      mock.error('registExistsCompany', 422, {
        message: '入力内容に誤りがあります。',
        errors: { company_id: [PARTNER_COMPANY_MESSAGE.notUsingProduct] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/自社の会社ID/, {}, pageWait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登録済みの会社を追加' }));
    const dialog = within(await screen.findByRole('dialog', { name: '登録済みの会社を追加' }, pageWait));
    await userEvent.click(dialog.getByRole('button', { name: '追加' }));
    await expect(await dialog.findByText(PARTNER_COMPANY_MESSAGE.companyIdRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: '会社ID' }), '99');
    await userEvent.click(dialog.getByRole('button', { name: '追加' }));
    await expect(
      await dialog.findByText(PARTNER_COMPANY_MESSAGE.notUsingProduct, {}, pageWait),
    ).toBeVisible();
  },
};

/** Editing an owned company opens its values; saving says so. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '有限会社佐藤設備を編集' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社の編集' }, pageWait));
    await expect(dialog.getByRole('textbox', { name: '会社名' })).toHaveValue('有限会社佐藤設備');
    await expect(dialog.getByLabelText('ロゴ')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('有限会社佐藤設備を保存しました。', {}, pageWait)).toBeVisible();
  },
};

/** The server refuses a field on save (a URL it will not take): the message sits under the field. */
export const EditRefused: Story = {
  parameters: {
    msw: withMocks(
      mock.error('updateCompany', 422, {
        message: '入力内容に誤りがあります。',
        errors: { url: ['正しいURLを入力してください。'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '有限会社佐藤設備を編集' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社の編集' }, pageWait));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('正しいURLを入力してください。', {}, pageWait)).toBeVisible();
  },
};

/** A company our members still belong to: the confirmation already says why, and the refusal shows. */
export const DeleteRefused: Story = {
  parameters: {
    msw: withMocks(
      mock.error('deleteSubcontractor', 422, {
        message: '入力内容に誤りがあります。',
        errors: { id: [PARTNER_COMPANY_MESSAGE.hasMembers] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '有限会社佐藤設備を削除' }, pageWait));
    const dialog = within(await screen.findByRole('alertdialog', { name: '協力会社の削除' }, pageWait));
    await expect(dialog.getByText(PARTNER_COMPANY_MESSAGE.hasMembers)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(PARTNER_COMPANY_MESSAGE.hasMembers);
  },
};

/** A company nobody belongs to is removed after the confirmation. */
export const Delete: Story = {
  parameters: { msw: withMocks(twoPartners) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '有限会社中村塗装を削除' }, pageWait));
    const dialog = within(await screen.findByRole('alertdialog', { name: '協力会社の削除' }, pageWait));
    await expect(dialog.getByText(PARTNER_COMPANY_MESSAGE.deleteConfirm)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expect(
      await canvas.findByText('有限会社中村塗装を協力会社から削除しました。', {}, pageWait),
    ).toBeVisible();
  },
};

/** More partners than a page: the page buttons appear under the list. */
export const Many: Story = {
  parameters: {
    msw: withMocks(
      mock.data('getSubcontractors', {
        // The first page of 45, as the server answers it.
        data: Array.from({ length: 20 }, (_, i) =>
          makeSubcontractor({
            id: i + 1,
            company: { id: 100 + i, name: `協力会社${i + 1}`, name_kana: null, company_type: 99 },
          }),
        ),
        total: 45,
      }),
    ),
  },
  play: async ({ canvas }) => {
    const pages = within(await canvas.findByRole('navigation', { name: '協力会社のページ送り' }, pageWait));
    await expect(pages.getByRole('button', { name: '3ページ' })).toBeVisible();
  },
};

/** A search that finds nothing says so, rather than that there are no partners. */
export const NoSearchResult: Story = {
  parameters: { msw: withMocks(mock.empty('getSubcontractors')) },
  play: async ({ canvas }) => {
    const search = within(await canvas.findByRole('form', { name: '協力会社の検索' }, pageWait));
    await userEvent.type(search.getByRole('searchbox', { name: /キーワード/ }), '山田');
    await userEvent.click(search.getByRole('button', { name: '検索' }));
    await expect(await canvas.findByText('検索結果がありません', { exact: false }, pageWait)).toBeVisible();
  },
};

/** On a 360 px phone. */
export const Smartphone: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'sp360' } },
  parameters: { msw: withMocks(twoPartners, twoPending) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '協力会社一覧' }, pageWait)).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: '招待中の協力会社メンバー' }, pageWait),
    ).toBeVisible();
  },
};

/** 招待 on a row opens the dialog for that company: by e-mail first, SMS one choice away. */
export const InviteDialogOpen: Story = {
  tags: ['screenshot'],
  parameters: { msw: withMocks(twoPartners, twoPending) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '有限会社中村塗装のメンバーを招待' }, pageWait),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社のメンバーを招待' }, pageWait));
    await expect(dialog.getByText(/^有限会社中村塗装の代表者やメンバーを招待します/)).toBeVisible();
    await expect(await dialog.findByRole('radio', { name: 'メールアドレス' }, pageWait)).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: '招待先' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
  },
};

/** The rules of talk §5 before sending, then the invitation by SMS is sent and the status line says so. */
export const InviteBySms: Story = {
  parameters: { msw: withMocks(twoPartners) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '有限会社佐藤設備のメンバーを招待' }, pageWait),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社のメンバーを招待' }, pageWait));
    await userEvent.click(await dialog.findByRole('radio', { name: '電話番号(SMS)' }, pageWait));
    await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
    await expect(await dialog.findByText(INVITATION_MESSAGE.name1Required)).toBeVisible();
    await expect(dialog.getByText(INVITATION_MESSAGE.telInvalid)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'お名前(姓)' }), '佐藤');
    await userEvent.type(dialog.getByRole('textbox', { name: '携帯電話番号' }), '090-1234-5678');
    await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
    await expect(
      await canvas.findByText('有限会社佐藤設備の1人に招待SMSを送信しました。', {}, pageWait),
    ).toBeVisible();
  },
};

/** The server refuses the second row (already a member of ours): its message sits under that row's address. */
export const InviteRefused: Story = {
  tags: ['screenshot'],
  parameters: {
    msw: withMocks(
      twoPartners,
      twoPending,
      mock.error('inviteSubcontractors', 422, {
        message: '入力内容に誤りがあります。',
        errors: { invitations: { 1: { email: [INVITATION_REGISTER_MESSAGE.alreadyMember] } } },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '有限会社佐藤設備のメンバーを招待' }, pageWait),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社のメンバーを招待' }, pageWait));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'お名前(姓)' }, pageWait), '佐藤');
    await userEvent.type(dialog.getByRole('textbox', { name: 'メールアドレス' }), 'sato@example.jp');
    await userEvent.click(dialog.getByRole('button', { name: '行を追加' }));
    const second = within(dialog.getByRole('listitem', { name: '2人目' }));
    await userEvent.type(second.getByRole('textbox', { name: 'お名前(姓)' }), '高橋');
    await userEvent.type(second.getByRole('textbox', { name: 'メールアドレス' }), 'takahashi@example.jp');
    await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
    await expect(
      await second.findByText(INVITATION_REGISTER_MESSAGE.alreadyMember, {}, pageWait),
    ).toBeVisible();
    await expect(second.getByRole('textbox', { name: 'メールアドレス' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** What the screen sent to inviteSubcontractors, newest last (the story asserts on the request, not only the answer). */
const sentInvitations: unknown[] = [];

/** 招待先: a site of the member's chosen in the dialog travels as field_id; none chosen sends none. */
export const InviteToSite: Story = {
  parameters: {
    msw: withMocks(
      twoPartners,
      mock.override('inviteSubcontractors', async ({ request }) => {
        sentInvitations.push(await request.json());
        return HttpResponse.json(mock.fixture('inviteSubcontractors'));
      }),
    ),
  },
  play: async ({ canvas }) => {
    const invite = async (site: string) => {
      await userEvent.click(
        await canvas.findByRole('button', { name: '有限会社佐藤設備のメンバーを招待' }, pageWait),
      );
      const dialog = within(
        await screen.findByRole('dialog', { name: '協力会社のメンバーを招待' }, pageWait),
      );
      const target = await dialog.findByRole('combobox', { name: '招待先' }, pageWait);
      await expect(target).toHaveValue('');
      await userEvent.selectOptions(target, site);
      await userEvent.type(dialog.getByRole('textbox', { name: 'お名前(姓)' }), '佐藤');
      await userEvent.type(dialog.getByRole('textbox', { name: 'メールアドレス' }), 'sato@example.jp');
      const before = sentInvitations.length;
      await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
      await waitFor(() => expect(sentInvitations).toHaveLength(before + 1), pageWait);
      await expect(await canvas.findByText(/人に招待メールを送信しました。$/, {}, pageWait)).toBeVisible();
    };
    await invite('佐藤様邸 屋根葺き替え工事');
    await expect(sentInvitations.at(-1)).toMatchObject({ id: 1, invitation_type: 2, field_id: 5002 });
    await invite('会社に招待（現場なし）');
    await expect(sentInvitations.at(-1)).not.toHaveProperty('field_id');
  },
};

/** The server refuses the chosen site (no longer one of ours): its sentence sits under the 招待先 select. */
export const InviteToSiteRefused: Story = {
  parameters: {
    msw: withMocks(
      twoPartners,
      mock.error('inviteSubcontractors', 422, {
        message: '入力内容に誤りがあります。',
        errors: { field_id: [INVITATION_REGISTER_MESSAGE.siteNotFound] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '有限会社佐藤設備のメンバーを招待' }, pageWait),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社のメンバーを招待' }, pageWait));
    const target = await dialog.findByRole('combobox', { name: '招待先' }, pageWait);
    await userEvent.selectOptions(target, '山田様邸 外壁塗装工事');
    await userEvent.type(dialog.getByRole('textbox', { name: 'お名前(姓)' }), '佐藤');
    await userEvent.type(dialog.getByRole('textbox', { name: 'メールアドレス' }), 'sato@example.jp');
    await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
    await waitFor(() => expect(target).toHaveAttribute('aria-invalid', 'true'), pageWait);
    await expect(target).toHaveAccessibleDescription(INVITATION_REGISTER_MESSAGE.siteNotFound);
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** The member's sites are still loading: the dialog says so instead of offering an incomplete 招待先. */
export const InviteSitesLoading: Story = {
  parameters: { msw: withMocks(twoPartners, mock.slow('getProjectList', 60_000)) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '有限会社佐藤設備のメンバーを招待' }, pageWait),
    );
    const dialog = within(await screen.findByRole('dialog', { name: '協力会社のメンバーを招待' }, pageWait));
    await expect(dialog.getByRole('status')).toHaveTextContent('現場一覧を読み込み中…');
  },
};

/** No invitation is waiting: the pending list says so. */
export const NoPendingInvitations: Story = {
  parameters: {
    msw: withMocks(
      twoPartners,
      mock.data('init_subcontractor', { auth_options: [], pending_invitations: [], count_total: 2 }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('招待中の協力会社メンバーはいません。', {}, pageWait)).toBeVisible();
  },
};

/** The pending list could not be read: the rest of the screen still works. */
export const PendingInvitationsFailed: Story = {
  parameters: { msw: withMocks(twoPartners, mock.error('init_subcontractor', 500)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('データを取得できませんでした', {}, failedWait)).toBeVisible();
    await expect(canvas.getByRole('list', { name: '協力会社一覧' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withMocks(mock.empty('getSubcontractors')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('協力会社はまだ登録されていません', {}, pageWait)).toBeVisible();
  },
};
export const Loading: Story = loadingStory('getSubcontractors');
export const PendingInvitationsLoading: Story = {
  parameters: { msw: withMocks(twoPartners, mock.slow('init_subcontractor', 60_000)) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: '招待中の一覧を読み込み中' }, pageWait),
    ).toBeVisible();
  },
};
export const FetchFailed: Story = fetchFailedStory('getSubcontractors');
