import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../test/PageAt.tsx';
import { expectPageFits } from '../test/pageStates.ts';

const meta = {
  title: 'Web/ログアウト・ページが見つかりません',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/logout' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the story's logout call has been answered: the session check then answers 401. */
const session = { ended: false };

/**
 * The session as the server keeps it: logged in until `logout` is called (whatever it answers,
 * `logoutAnswer`), logged out after (the resolvers fall through to `loggedOut`).
 */
const endingSession = (logoutAnswer: () => Response) =>
  withMocks(
    mock.override('logout', () => {
      session.ended = true;
      return logoutAnswer();
    }),
    ...(['init_data_pc', 'init_data_sp'] as const).map((name) =>
      mock.override(name, () => (session.ended ? undefined : HttpResponse.json(mock.fixture(name)))),
    ),
    ...loggedOut,
  );

const resetSession = () => {
  session.ended = false;
};

/** /logout while the server has not answered: a spinner says what is happening. */
export const Logout: Story = {
  tags: ['screenshot'],
  parameters: { msw: withMocks(mock.slow('logout', 60_000)) },
  play: async ({ canvas }) => {
    // By its text: until the route renders, the status on screen is the boot splash's 読み込み中….
    const logout = await canvas.findByText('ログアウトしています', {}, pageWait);
    await expect(logout.closest('[role="status"]')).not.toBeNull();
  },
};

/** The session ends and the member lands on the login page. */
export const LogoutDone: Story = {
  beforeEach: resetSession,
  parameters: { msw: endingSession(() => HttpResponse.json(mock.fixture('logout'))) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /メールアドレスでログイン/ }, pageWait),
    ).toBeVisible();
    await expect(session.ended).toBe(true);
  },
};

/** The server fails the logout (an expired session, say): the member still lands on the login page. */
export const LogoutFailed: Story = {
  beforeEach: resetSession,
  parameters: {
    msw: endingSession(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /メールアドレスでログイン/ }, pageWait),
    ).toBeVisible();
  },
};

export const LogoutNarrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  parameters: { msw: withMocks(mock.slow('logout', 60_000)) },
  play: async ({ canvas }) => {
    // By its text: until the route renders, the status on screen is the boot splash's 読み込み中….
    const logout = await canvas.findByText('ログアウトしています', {}, pageWait);
    await expect(logout.closest('[role="status"]')).not.toBeNull();
    await expect(window.innerWidth).toBe(360);
  },
};

/** A path the app does not have: said plainly, with the way back to トーク. */
export const NotFound: Story = {
  tags: ['screenshot'],
  args: { path: '/no-such-page' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ページが見つかりません', {}, pageWait)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'トークへ戻る' })).toHaveAttribute('href', '/talk');
  },
};

export const NotFoundNarrow: Story = {
  args: { path: '/no-such-page' },
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ページが見つかりません', {}, pageWait)).toBeVisible();
    await expectPageFits(360);
  },
};

/** トークへ戻る opens the talk list. */
export const NotFoundBackToTalk: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'トークへ戻る' }, pageWait));
    await expect(await canvas.findByRole('list', { name: '現場一覧' }, pageWait)).toBeVisible();
  },
};
