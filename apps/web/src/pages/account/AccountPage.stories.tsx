import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Account/アカウント設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/account' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login address and phone, the name form, the password and e-mail forms and the way to deletion. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '氏名(姓)' }, pageWait)).toHaveValue('山田');
    // The password section waits for its own query (check_password), after the profile's.
    await expect(await canvas.findByRole('heading', { name: 'パスワード' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'アカウントを削除する' })).toHaveAttribute(
      'href',
      '/accountdelete',
    );
  },
};

/** A new password that is too short and a confirmation that differs: nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'パスワードの変更' }, pageWait);
    const field = (label: string) => within(form).getByLabelText(label, { selector: 'input' });
    await userEvent.type(field('新しいパスワード'), 'abc');
    await userEvent.type(field('新しいパスワード(確認)'), 'abd');
    await userEvent.click(within(form).getByRole('button', { name: 'パスワードを変更' }));
    await expect(await within(form).findByText('現在のパスワードを入力してください')).toBeVisible();
    await expect(form).toHaveTextContent('パスワードは6文字以上20文字以下の半角英数字で入力してください');
    await expect(form).toHaveTextContent('パスワードと確認用パスワードが一致しません');
  },
};

/** The server says the current password is wrong: the message sits under that field. */
export const WrongCurrentPassword: Story = {
  parameters: {
    msw: withMocks(
      mock.error('changeAccountPassword', 422, {
        message: '入力内容に誤りがあります',
        errors: { current_password: ['現在のパスワードが正しくありません'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'パスワードの変更' }, pageWait);
    const field = (label: string) => within(form).getByLabelText(label, { selector: 'input' });
    await userEvent.type(field('現在のパスワード'), 'wrong-one');
    await userEvent.type(field('新しいパスワード'), 'newpass12');
    await userEvent.type(field('新しいパスワード(確認)'), 'newpass12');
    await userEvent.click(within(form).getByRole('button', { name: 'パスワードを変更' }));
    await expect(await within(form).findByText('現在のパスワードが正しくありません')).toBeVisible();
  },
};

/** Saving the name says so; changing the password says the other devices were logged out. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const surname = await canvas.findByRole('textbox', { name: '氏名(姓)' }, pageWait);
    await userEvent.clear(surname);
    await userEvent.type(surname, '山本');
    await userEvent.click(canvas.getByRole('button', { name: '氏名を保存' }));
    await expect(await canvas.findByText('アカウント情報を保存しました。')).toBeVisible();
  },
};

/** An e-mail change waiting for its link (core §4 status 1) is shown above the form. */
export const EmailChangeWaiting: Story = {
  parameters: {
    msw: withMocks(
      mock.override('getAccountEmailChange', () =>
        HttpResponse.json({
          change: { status: 1, email: 'yamada.new@example.com', expires_at: '2026-11-23 11:00:00' },
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/yamada\.new@example\.com への変更は認証待ちです/, {}, pageWait),
    ).toBeVisible();
  },
};

/** A phone-only account (SMS login) has no password or e-mail to change. */
export const SmsOnly: Story = {
  parameters: {
    msw: withMocks(mock.override('check_password', () => HttpResponse.json({ has_password: false }))),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/携帯電話番号（SMS認証）でログインする/, {}, pageWait),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'パスワードの変更' })).toBeNull();
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'sp360' } },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '氏名(姓)' }, pageWait)).toBeVisible();
  },
};

export const Loading: Story = loadingStory('getUserData');
export const FetchFailed: Story = fetchFailedStory('getUserData');
