import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

/** An open link (ADR 009) on a 360 px phone: the form also asks for the login e-mail. */
export const OpenLink: Story = {
  tags: ['screenshot'],
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.data('getInvitationByLink', {
        kind: 'open',
        company_name: '株式会社山田工務店',
        field_name: '博多駅前ビル 外装改修工事',
        field_id: 1,
        name1: null,
        email: null,
        tel_number: null,
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/お名前・メールアドレス・パスワードを登録/, {}, pageWait),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible();
    await expect(canvas.getByLabelText('パスワード', { selector: 'input' })).toBeVisible();
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
