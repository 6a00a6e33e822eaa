import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { signedInHint } from '../../modules/session/utils/sessionQuery.ts';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const deleted = fn();

const meta = {
  title: 'Web/Account/アカウントの削除',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/accountdelete' },
  parameters: {
    layout: 'fullscreen',
    msw: withMocks(
      mock.override('deleteAccount', () => {
        deleted();
        return HttpResponse.json({ success: true });
      }),
    ),
  },
  globals: { viewport: { value: 'sp360' } },
  // A member arrives signed in (the hint is set by the login), so the public screen reads the session.
  beforeEach: () => {
    deleted.mockClear();
    signedInHint.set(true);
    return () => signedInHint.set(false);
  },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password, then the confirmation; cancelling sends nothing, 削除する deletes and says so. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const password = await canvas.findByLabelText('現在のパスワード', { selector: 'input' }, pageWait);
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを削除' }));
    await expect(await canvas.findByText('現在のパスワードを入力してください')).toBeVisible();
    await userEvent.type(password, 'genba-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを削除' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'アカウントを削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await expect(deleted).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを削除' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: '削除する' }),
    );
    await expect(
      await canvas.findByText('アカウントを削除しました。ご利用ありがとうございました。'),
    ).toBeVisible();
    await expect(deleted).toHaveBeenCalledTimes(1);
  },
};

/** A phone-only account proves itself with an SMS code to its own number. */
export const SmsCode: Story = {
  parameters: {
    msw: withMocks(mock.override('check_password', () => HttpResponse.json({ has_password: false }))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '認証コードを送信' }, pageWait));
    await expect(await canvas.findByText('登録済みの携帯電話番号に認証コードを送信しました。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '認証コード' })).toBeVisible();
  },
};

/** The contract holder is refused by the server, with its reason. */
export const ContractHolder: Story = {
  parameters: {
    msw: withMocks(
      mock.error('deleteAccount', 403, {
        detail: ['契約者のアカウントは削除できません。契約管理から解約のお手続きをしてください'],
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      await canvas.findByLabelText('現在のパスワード', { selector: 'input' }, pageWait),
      'genba-demo',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを削除' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: '削除する' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('契約者のアカウントは削除できません');
  },
};

/** Nobody signed in: the screen asks to log in first. */
export const LoggedOut: Story = {
  parameters: { msw: withMocks(...loggedOut) },
  beforeEach: () => {
    signedInHint.set(false);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'アカウントを削除するには、ログインしてからこのページを開いてください。',
        {},
        pageWait,
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withMocks(mock.slow('check_password', 60_000)) },
};
