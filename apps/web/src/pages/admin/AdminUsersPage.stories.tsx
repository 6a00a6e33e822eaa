import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { signedInHint } from '../../modules/session/utils/sessionQuery.ts';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Admin/システム管理者',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/admin/users' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
  // /admin is a public path (core §2): the app asks for the session only when this browser was signed in.
  beforeEach: () => signedInHint.set(true),
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with each role; 新規登録 opens the form, whose mistakes show before sending. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, pageWait);
    await expect(within(table).getByText('一般')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新規登録' }));
    const form = canvas.getByRole('form', { name: 'システム管理者の登録' });
    await userEvent.click(within(form).getByRole('button', { name: '登録' }));
    await expect(await within(form).findByText('名前を入力してください')).toBeVisible();
  },
};

/** 削除 asks first; the server's refusal is shown. */
export const DeleteRefused: Story = {
  parameters: {
    msw: withMocks(
      mock.override('deleteAdminUser', () =>
        HttpResponse.json({ detail: ['自分のアカウントは削除できません。'] }, { status: 403 }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '管理 花子を削除' }, pageWait));
    const dialog = await screen.findByRole('alertdialog', { name: 'システム管理者を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      '自分のアカウントは削除できません。',
    );
  },
};

export const Loading: Story = loadingStory('getAdminUsers');

export const Empty: Story = emptyStory('getAdminUsers', 'システム管理者はいません');

export const FetchFailed: Story = fetchFailedStory('getAdminUsers', 403);
