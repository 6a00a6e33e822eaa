import { makeCaseRow } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Project/案件一覧',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/case' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The case list at a 1280 px desk: its filters, the member's columns and the rows with their badges. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '案件一覧' }, pageWait);
    await expect(table).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: '田中様邸 外壁塗装工事' }, pageWait),
    ).toHaveAttribute('href', '/talk/field/500');
  },
};

export const ColumnChooser: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '表示項目' }, pageWait));
    await expect(canvas.getByRole('group', { name: '表示する項目' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '案件名' })).toBeDisabled();
  },
};

/** What the page asked for last: the page number and the after_id it continued from. */
const asked: { page: string | null; afterId: string | null }[] = [];
/** 95 projects; page n's rows are ids n01…n30 (so page 1 ends with project 130). */
const pagedCases = mock.override('getCaseList', ({ request }) => {
  const search = new URL(request.url).searchParams;
  asked.push({ page: search.get('page'), afterId: search.get('after_id') });
  const page = Number(search.get('page') ?? 1);
  const count = Math.min(30, 95 - (page - 1) * 30);
  const data = Array.from({ length: count }, (_, i) =>
    makeCaseRow({ id: page * 100 + i + 1, case_name: `案件 ${page}-${i + 1}` }),
  );
  return HttpResponse.json({ data, total: 95, page, per_page: 30 });
});

/**
 * 次のページ continues from the last project on screen (keyset paging, after_id), so the server reads
 * 30 index entries instead of skipping the pages before; a page chosen by its number goes by number.
 */
export const NextPageByKeyset: Story = {
  parameters: { msw: withMocks(pagedCases) },
  play: async ({ canvas }) => {
    asked.length = 0;
    await canvas.findByRole('link', { name: '案件 1-30' }, pageWait);
    await userEvent.click(canvas.getByRole('button', { name: '次のページ' }));
    await canvas.findByRole('link', { name: '案件 2-30' }, pageWait);
    await expect(asked.at(-1)).toEqual({ page: '2', afterId: '130' });
    await userEvent.click(canvas.getByRole('button', { name: '4ページ' }));
    await canvas.findByRole('link', { name: '案件 4-5' }, pageWait);
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: '4', afterId: null }));
  },
};

export const Loading: Story = loadingStory('getCaseList');

export const Empty: Story = emptyStory('getCaseList', '案件が登録されていません');

export const FetchFailed: Story = fetchFailedStory('getCaseList');

export const NewProject: Story = {
  args: { path: '/case/new' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '案件名' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登録' })).toBeVisible();
  },
};

export const Customers: Story = {
  args: { path: '/customer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '顧客一覧' }, pageWait)).toBeVisible();
  },
};

export const Buildings: Story = {
  args: { path: '/building' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '物件一覧' }, pageWait)).toBeVisible();
  },
};

export const CompletionSettings: Story = {
  args: { path: '/genbamastersetting/completion' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '進捗状況 施工中' }, pageWait)).toBeVisible();
  },
};
