import { mock } from '@genba/api-client/msw';
import { OCCUPATION_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Setting/職種設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/occupations' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's occupations with how many worker lists name each, in the 660 px box with its back link. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '職種一覧' }, pageWait);
    await expect(within(list).getByText('塗装工')).toBeVisible();
    await expect(within(list).getByText('作業員名簿で使用中 2人')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '設定に戻る' })).toHaveAttribute(
      'href',
      '/member/information',
    );
  },
};

/** 追加 with an empty name shows the rule's message before anything is sent; a name is added. */
export const Add: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '職種の追加' }, pageWait));
    await userEvent.click(form.getByRole('button', { name: '追加' }));
    await expect(await form.findByText(OCCUPATION_MESSAGE.nameRequired, {}, pageWait)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: '職種名' }), '左官');
    await userEvent.click(form.getByRole('button', { name: '追加' }));
    await expect(await canvas.findByText('左官を追加しました。', {}, pageWait)).toBeVisible();
  },
};

/** The server refuses a name the company already has: the message sits on the field. */
export const Duplicate: Story = {
  parameters: {
    msw: withMocks(
      mock.error('createOccupation', 422, {
        message: '入力内容に誤りがあります。',
        errors: { name: [OCCUPATION_MESSAGE.duplicate] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '職種の追加' }, pageWait));
    await userEvent.type(form.getByRole('textbox', { name: '職種名' }), '大工');
    await userEvent.click(form.getByRole('button', { name: '追加' }));
    await expect(await form.findByText(OCCUPATION_MESSAGE.duplicate, {}, pageWait)).toBeVisible();
  },
};

/** Deleting asks first, then says it is done. */
export const Delete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '大工を削除' }, pageWait));
    const dialog = within(await screen.findByRole('alertdialog', { name: '職種の削除' }, pageWait));
    await expect(dialog.getByText(OCCUPATION_MESSAGE.deleteConfirm('大工'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expect(await canvas.findByText('大工を削除しました。', {}, pageWait)).toBeVisible();
  },
};

/** An occupation a worker list names: the confirmation already says why, and the server's refusal shows. */
export const DeleteInUse: Story = {
  parameters: {
    msw: withMocks(
      mock.error('deleteOccupation', 422, {
        message: '入力内容に誤りがあります。',
        errors: { id: [OCCUPATION_MESSAGE.inUse] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '塗装工を削除' }, pageWait));
    const dialog = within(await screen.findByRole('alertdialog', { name: '職種の削除' }, pageWait));
    await expect(dialog.getByText(OCCUPATION_MESSAGE.inUse)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(OCCUPATION_MESSAGE.inUse);
  },
};

/** On a 360 px phone. */
export const Smartphone: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '職種一覧' }, pageWait)).toBeVisible();
  },
};

export const Empty: Story = emptyStory('getOccupations', 'データがありません');
export const Loading: Story = loadingStory('getOccupations');
export const FetchFailed: Story = fetchFailedStory('getOccupations');
