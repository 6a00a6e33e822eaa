import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { signedInHint } from '../../modules/session/utils/sessionQuery.ts';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const initData = mock.fixture('init_data_pc');
const notAgreed = mock.override('init_data_pc', () =>
  HttpResponse.json({ ...initData, user: { ...initData.user, agree_terms_flg: 0 } }),
);

const meta = {
  title: 'Web/Login/利用規約',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login/rules' },
  parameters: { layout: 'fullscreen', msw: withMocks(notAgreed) },
  // A member arrives here signed in (the login or the guard left the hint), so the public screen reads the session.
  beforeEach: () => {
    signedInHint.set(true);
    return () => signedInHint.set(false);
  },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who has not agreed: 24 articles and the agreement form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '第24条(準拠法および管轄)' }, pageWait),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '同意する' })).toBeVisible();
  },
};

/** Agreeing without ticking the box. */
export const WithMistakes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '同意する' }, pageWait));
    await expect(await canvas.findByText('利用規約に同意してください', {}, pageWait)).toBeVisible();
  },
};

/** Anyone who is not asked to agree just reads them. */
export const ReadOnly: Story = {
  parameters: { msw: withMocks(mock.error('init_data_pc', 401)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '利用規約' }, pageWait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '同意する' })).toBeNull();
  },
};
