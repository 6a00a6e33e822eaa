import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Invitation/招待されたユーザーの登録',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/invitation_user/cC5zdG9yeS10b2tlbi0xMjM0NTYuMS4x' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
  globals: { viewport: { value: 'sp360' } },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a 360 px phone: who invites, to which site, and the form. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/現場「博多駅前ビル 外装改修工事」に/, {}, pageWait)).toBeVisible();
    await expect(canvas.getByLabelText('パスワード', { selector: 'input' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withMocks(...loggedOut, mock.slow('getInvitationByLink', 60_000)) },
};

/** A used link says so instead of a form. */
export const AlreadyUsed: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.error('getInvitationByLink', 404, {
        message: 'この招待は既に登録済みです。ログインしてご利用ください。',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      'この招待は既に登録済みです。ログインしてご利用ください。',
    );
  },
};

const openLink = mock.data('getInvitationByLink', {
  kind: 'open',
  company_name: '株式会社山田工務店',
  field_name: '博多駅前ビル 外装改修工事',
  field_id: 1,
  name1: null,
  email: null,
  tel_number: null,
});

/**
 * An open link (ADR 009) on a 360 px phone: by e-mail first, the form asks for
 * the login e-mail, which gets a code; SMS one choice away.
 */
export const OpenLink: Story = {
  tags: ['screenshot'],
  parameters: { msw: withMocks(...loggedOut, openLink) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/メールアドレス・パスワードまたは携帯電話番号を登録/, {}, pageWait),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'メールアドレス' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '認証コードを送信' })).toBeVisible();
  },
};

/** What the page sent to requestOpenInvitationMail and registerOpenInvitation, newest last. */
const mailRequests: unknown[] = [];
const mailRegistrations: unknown[] = [];
const mailCodeSent = mock.override('requestOpenInvitationMail', async ({ request }) => {
  mailRequests.push(await request.json());
  return HttpResponse.json(mock.fixture('requestOpenInvitationMail'));
});

/** Types the address and asks for its code; resolves once the code step is shown. */
const askMailCode = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'メールアドレス' }, pageWait),
    ' Nakamura@Example.jp ',
  );
  await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
  return canvas.findByRole('textbox', { name: '認証コード' }, pageWait);
};

/** By e-mail, on a 360 px phone: the code was mailed; the code, a name, a password and the terms are asked. */
export const OpenLinkEmailCodeSent: Story = {
  tags: ['screenshot'],
  parameters: { msw: withMocks(...loggedOut, openLink, mailCodeSent) },
  play: async ({ canvas }) => {
    await askMailCode(canvas);
    await expect(canvas.getByText(/Nakamura@Example.jp にメールで送信した6桁の認証コード/)).toBeVisible();
    await expect(canvas.getByLabelText('パスワード', { selector: 'input' })).toBeVisible();
    await expect(mailRequests.at(-1)).toEqual({ email: 'Nakamura@Example.jp' });
  },
};

/** By e-mail: the address gets a code; the code, a name, a password and the terms register the worker. */
export const OpenLinkByEmail: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      openLink,
      mailCodeSent,
      mock.override('registerOpenInvitation', async ({ request }) => {
        mailRegistrations.push(await request.json());
        return HttpResponse.json(mock.fixture('registerOpenInvitation'));
      }),
    ),
  },
  play: async ({ canvas }) => {
    const code = await askMailCode(canvas);
    await userEvent.type(code, '123456');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '中村');
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'genba123');
    await userEvent.type(canvas.getByLabelText('パスワード(確認)', { selector: 'input' }), 'genba123');
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await waitFor(() => expect(mailRegistrations).toHaveLength(1), pageWait);
    await expect(mailRegistrations[0]).toEqual({
      name1: '中村',
      name2: '',
      email: 'Nakamura@Example.jp',
      auth_number: '123456',
      password: 'genba123',
      password_confirmation: 'genba123',
      agree_terms_flg: true,
    });
  },
};

/** The e-mail code step on a 360 px phone: a wrong or expired code is refused under the field. */
export const OpenLinkEmailCodeRefused: Story = {
  tags: ['screenshot'],
  parameters: {
    msw: withMocks(
      ...loggedOut,
      openLink,
      mailCodeSent,
      mock.error('registerOpenInvitation', 422, {
        message: '入力内容に誤りがあります。',
        errors: { auth_number: ['認証コードの有効期限が切れています'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const code = await askMailCode(canvas);
    await userEvent.type(code, '000000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '中村');
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'genba123');
    await userEvent.type(canvas.getByLabelText('パスワード(確認)', { selector: 'input' }), 'genba123');
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'), pageWait);
    await expect(code).toHaveAccessibleDescription('認証コードの有効期限が切れています');
  },
};

/** A guessed, altered, regenerated or revoked open link: one answer, no form. */
export const OpenLinkRefused: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.error('getInvitationByLink', 403, { detail: ['招待が見つかりません。'] }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent('招待が見つかりません。');
  },
};

/** What the page sent to registerOpenInvitationByTel, newest last. */
const telRegistrations: unknown[] = [];

/** By phone: the number gets a code by SMS; the code, a name and the terms register the worker. */
export const OpenLinkByPhone: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      openLink,
      mock.override('registerOpenInvitationByTel', async ({ request }) => {
        telRegistrations.push(await request.json());
        return HttpResponse.json(mock.fixture('registerOpenInvitationByTel'));
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '電話番号(SMS)' }, pageWait));
    const number = canvas.getByRole('form', { name: '電話番号で登録' });
    await expect(canvas.queryByLabelText('パスワード', { selector: 'input' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '携帯電話番号' }), '090-1234-5678');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await waitFor(() => expect(number).not.toBeInTheDocument(), pageWait);
    await expect(
      await canvas.findByText(/09012345678 にSMSで送信した6桁の認証コード/, {}, pageWait),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '認証コード' }), '123456');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '中村');
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await waitFor(() => expect(telRegistrations).toHaveLength(1), pageWait);
    await expect(telRegistrations[0]).toEqual({
      name1: '中村',
      name2: '',
      tel_number: '09012345678',
      auth_number: '123456',
      agree_terms_flg: true,
    });
  },
};

/** The code step on a 360 px phone: a wrong code is refused under the field. */
export const OpenLinkPhoneCodeRefused: Story = {
  tags: ['screenshot'],
  parameters: {
    msw: withMocks(
      ...loggedOut,
      openLink,
      mock.error('registerOpenInvitationByTel', 422, {
        message: '入力内容に誤りがあります。',
        errors: { auth_number: ['認証コードに誤りがあります'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '電話番号(SMS)' }, pageWait));
    await userEvent.type(canvas.getByRole('textbox', { name: '携帯電話番号' }), '090-1234-5678');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    const code = await canvas.findByRole('textbox', { name: '認証コード' }, pageWait);
    await userEvent.type(code, '000000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '中村');
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'), pageWait);
    await expect(code).toHaveAccessibleDescription('認証コードに誤りがあります');
  },
};

/** The number's step refuses a landline before anything is sent. */
export const OpenLinkPhoneLandline: Story = {
  parameters: { msw: withMocks(...loggedOut, openLink) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '電話番号(SMS)' }, pageWait));
    await userEvent.type(canvas.getByRole('textbox', { name: '携帯電話番号' }), '03-1234-5678');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByText('携帯電話番号に誤りがあります', {}, pageWait)).toBeVisible();
  },
};
