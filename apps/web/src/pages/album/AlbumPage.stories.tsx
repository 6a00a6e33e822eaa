import { makeAlbumPhoto, makeTagGroups } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { TUpdatePicturesTagResponse } from '@genba/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, failedWait, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Album/全体アルバム',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/album' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses the album's first photo and opens the edit panel on it. */
const editFirstPhoto = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  const [tile] = await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
  if (!tile) throw new Error('no photo tile');
  await userEvent.click(tile);
  await userEvent.click(canvas.getByRole('button', { name: 'タグ・フォルダ編集' }));
  return { tile, panel: canvas.getByRole('region', { name: 'タグ・フォルダ編集' }) };
};

/** The member's photos grouped by registration date; the edit panel edits the selected ones. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [tile] = await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    if (!tile) throw new Error('no photo tile');
    await expect(canvas.getByLabelText('写真を追加')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'タグ・フォルダ編集' }));
    const panel = canvas.getByRole('region', { name: 'タグ・フォルダ編集' });
    await expect(within(panel).getByRole('heading', { name: '写真が選択されていません' })).toBeVisible();
    await userEvent.click(tile);
    await expect(within(panel).getByRole('heading', { name: '1枚の写真を編集' })).toBeVisible();
  },
};

/** Tagging in the edit panel: the change goes to the server and the page says how many photos it updated. */
export const EditPanel: Story = {
  play: async ({ canvas }) => {
    const { panel } = await editFirstPhoto(canvas);
    const [box] = within(panel).getAllByRole('checkbox', { checked: false });
    if (!box) throw new Error('no unchecked tag');
    await userEvent.click(box);
    await userEvent.click(within(panel).getByRole('button', { name: '適用' }));
    await expect(await canvas.findByText('1枚の写真を更新しました。')).toBeVisible();
    const handle = within(panel).getByRole('separator', { name: '編集パネルの幅' });
    handle.focus();
    // Home goes to the narrowest (240), Shift+ArrowLeft widens by 64: whatever this browser remembered.
    await userEvent.keyboard('{Home}{Shift>}{ArrowLeft}{/Shift}');
    await expect(handle).toHaveAttribute('aria-valuenow', '304');
  },
};

/** updatePicturesTag as the server answers it: what every photo now carries, said once. */
const compactTagResolver: HttpResponseResolver = async ({ request }) => {
  const body = (await request.json()) as {
    picture_id_list: number[];
    picture_folder_id?: number | null;
    tag_setting_ids?: number[];
    remove_tag_setting_ids?: number[];
  };
  const tags = makeTagGroups().flatMap((g) =>
    g.tags.map((t) => ({ id: t.id, name: t.name, tag_group_id: g.id, tag_group_name: g.name })),
  );
  const answer: TUpdatePicturesTagResponse = {
    updated_count: new Set(body.picture_id_list).size,
    update_datetime: '2026-11-25 10:00:00',
    ...(body.picture_folder_id === undefined
      ? {}
      : { folder_id: body.picture_folder_id, folder_name: body.picture_folder_id === null ? null : '足場' }),
    added_tags: tags.filter((t) => body.tag_setting_ids?.includes(t.id)),
    removed_tag_setting_ids: body.remove_tag_setting_ids ?? [],
  };
  return HttpResponse.json(answer);
};
const compactTagAnswer = mock.override('updatePicturesTag', compactTagResolver);

/**
 * 適用 from the compact answer: the page applies it to the photos it holds, so the photo chosen
 * again (its tags read from the album, not from the panel's memory of the change) carries the new tag
 * and no folder.
 */
export const EditPanelAppliesAnswer: Story = {
  parameters: { msw: withMocks(compactTagAnswer) },
  play: async ({ canvas }) => {
    const { tile, panel } = await editFirstPhoto(canvas);
    await expect(within(panel).getByRole('checkbox', { name: '施工後' })).not.toBeChecked();
    await userEvent.click(within(panel).getByRole('checkbox', { name: '施工後' }));
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'フォルダ' }), 'フォルダなし');
    await userEvent.click(within(panel).getByRole('button', { name: '適用' }));
    await expect(await canvas.findByText('1枚の写真を更新しました。')).toBeVisible();
    // Chosen again: a new selection, so the panel reads the photo as the album now holds it.
    await userEvent.click(tile);
    await expect(within(panel).getByRole('heading', { name: '写真が選択されていません' })).toBeVisible();
    await userEvent.click(tile);
    await expect(within(panel).getByRole('checkbox', { name: '施工後' })).toBeChecked();
    await expect(within(panel).getByRole('checkbox', { name: '施工中' })).toBeChecked();
    await expect(within(panel).getByRole('combobox', { name: 'フォルダ' })).toHaveDisplayValue(
      '変更しない（フォルダなし）',
    );
  },
};

/** The answer of a 適用 held until the story releases it (a reload comes in between). */
let releaseTagAnswer = () => {};
const heldTagAnswer = mock.override('updatePicturesTag', async (info) => {
  await new Promise<void>((resolve) => {
    releaseTagAnswer = resolve;
  });
  return compactTagResolver(info);
});
/** A search by keyword finds nothing; the album without one is the fixture's. */
const keywordFindsNothing = mock.override('getCommonAlbumAllData', ({ request }) => {
  if (!new URL(request.url).searchParams.get('keyword'))
    return HttpResponse.json(mock.fixture('getCommonAlbumAllData'));
  return HttpResponse.json({ ...mock.fixture('getCommonAlbumAllData'), photos: [], total: 0 });
});

/**
 * A search while a 適用 runs: the album reloads with the search's photos (none), and the 適用's answer,
 * arriving after, changes only photos the album still holds instead of bringing the old ones back.
 */
export const SearchDuringApply: Story = {
  parameters: { msw: withMocks(heldTagAnswer, keywordFindsNothing) },
  play: async ({ canvas }) => {
    const { panel } = await editFirstPhoto(canvas);
    await userEvent.click(within(panel).getByRole('checkbox', { name: '施工後' }));
    await userEvent.click(within(panel).getByRole('button', { name: '適用' }));
    await userEvent.click(canvas.getByRole('button', { name: '検索条件' }));
    const search = canvas.getByRole('form', { name: '写真の検索' });
    await userEvent.type(
      within(search).getByRole('textbox', { name: 'キーワード（ファイル名）' }),
      '該当なし',
    );
    await userEvent.click(within(search).getByRole('button', { name: '検索' }));
    await expect(await canvas.findByText('写真がありません', {}, pageWait)).toBeVisible();
    releaseTagAnswer();
    await expect(await canvas.findByText('1枚の写真を更新しました。')).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^IMG_\d+\.jpg/ })).toHaveLength(0);
    await expect(canvas.getByText('写真がありません')).toBeVisible();
  },
};

/** Download mode: its fixed-height bar, nothing selected yet, then one photo; Escape leaves it. */
export const DownloadMode: Story = {
  play: async ({ canvas }) => {
    const [tile] = await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    if (!tile) throw new Error('no photo tile');
    await userEvent.click(canvas.getByRole('button', { name: /^ダウンロード$/ }));
    const bar = canvas.getByRole('region', { name: 'ダウンロードモード' });
    await expect(bar).toHaveStyle({ height: '56px' });
    await expect(within(bar).getByRole('button', { name: '選択した写真をダウンロード' })).toBeDisabled();
    await userEvent.click(tile);
    await expect(within(bar).getByText('1枚選択中')).toBeVisible();
    await expect(within(bar).getByRole('button', { name: '選択した写真をダウンロード' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'ダウンロードモード' })).toBeNull();
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Delete mode asks before hiding; cancelling the question keeps the mode and the selection. */
export const DeleteMode: Story = {
  play: async ({ canvas }) => {
    const [tile] = await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    if (!tile) throw new Error('no photo tile');
    await userEvent.click(canvas.getByRole('button', { name: /^削除$/ }));
    await userEvent.click(tile);
    await userEvent.click(canvas.getByRole('button', { name: '選択した写真を削除' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('選択した写真を削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await expect(canvas.getByRole('region', { name: '削除モード' })).toBeVisible();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  },
};

/** トークに送信: unavailable until photos are chosen, then a confirmation naming the count and the site. */
export const ShareToTalk: Story = {
  play: async ({ canvas }) => {
    const [tile] = await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    if (!tile) throw new Error('no photo tile');
    const share = canvas.getByRole('button', { name: 'トークに送信' });
    await expect(share).toBeDisabled();
    await userEvent.click(tile);
    await expect(share).toBeEnabled();
    await userEvent.click(share);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('選択した写真1枚を');
    await userEvent.click(within(dialog).getByRole('button', { name: 'トークに送信' }));
    await expect(await canvas.findByText('写真1枚をトークに送信しました。')).toBeVisible();
  },
};

/** A refusal is said in the dialog, which stays open to cancel. */
export const ShareToTalkRefused: Story = {
  parameters: {
    msw: withMocks(mock.error('shareFieldPhoto', 403, { detail: ['この写真を操作する権限がありません。'] })),
  },
  play: async ({ canvas }) => {
    const [tile] = await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    if (!tile) throw new Error('no photo tile');
    await userEvent.click(tile);
    await userEvent.click(canvas.getByRole('button', { name: 'トークに送信' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'トークに送信' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'この写真を操作する権限がありません。',
    );
  },
};

/** The search panel: tag, folder, member, dates and free text, applied on 検索 (never per keystroke). */
export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    const toggle = canvas.getByRole('button', { name: '検索条件' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel's drag handle also works by keyboard, never below talk §9's 64 px.
    const handle = canvas.getByRole('separator', { name: '検索パネルの高さ' });
    await expect(handle).toHaveAttribute('aria-valuemin', '64');
    handle.focus();
    await userEvent.keyboard('{Home}');
    await expect(handle).toHaveAttribute('aria-valuenow', '64');
    await userEvent.keyboard('{ArrowDown}');
    await expect(handle).toHaveAttribute('aria-valuenow', '80');
    const panel = canvas.getByRole('form', { name: '写真の検索' });
    await userEvent.selectOptions(within(panel).getByLabelText('タグ'), '工程：施工前');
    await userEvent.type(within(panel).getByLabelText('キーワード（ファイル名）'), 'IMG');
    await userEvent.click(within(panel).getByRole('button', { name: '検索' }));
    await expect(await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait)).not.toHaveLength(
      0,
    );
  },
};

/** One project's album (the /talk album tab): no project picker, the talk layout's cells. */
export const ProjectTab: Story = {
  args: { path: '/album?project_id=5001' },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    await expect(canvas.queryByLabelText('アップロード先の現場')).toBeNull();
    await expect(canvas.getByLabelText('写真を追加')).toBeEnabled();
  },
};

/**
 * A second member's changes reach the open album without a reload (issue 12's change feed): the
 * window regains focus, the page asks getAlbumCaching since its last sync, and merges. The photo
 * they hid leaves the grid and the selection, the one they renamed changes in place, and the one
 * they uploaded appears in its day's group; the other chosen photo stays chosen.
 */
export const SecondMemberChanges: Story = {
  parameters: {
    msw: withMocks(
      mock.override('getAlbumCaching', () =>
        HttpResponse.json({
          photos: [
            makeAlbumPhoto({
              id: 7100,
              building_picture_upload_filename: 'IMG_新規_北面.jpg',
              regist_datetime: '2026-11-21 09:00:00',
              regist_date: '2026-11-21',
            }),
            makeAlbumPhoto({ id: 7007, del_flg: 1, update_datetime: '2026-11-21 09:00:00' }),
            makeAlbumPhoto({
              ...mock.fixture('getCommonAlbumAllData').photos[1],
              building_picture_upload_filename: 'IMG_7006_南面.jpg',
              update_datetime: '2026-11-21 09:00:00',
            }),
          ],
          has_more: false,
          cached_at: '2026-11-21 09:00:01',
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    await userEvent.click(canvas.getByRole('button', { name: /^ダウンロード$/ }));
    const bar = canvas.getByRole('region', { name: 'ダウンロードモード' });
    await userEvent.click(canvas.getByRole('button', { name: /^IMG_7007\.jpg/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^IMG_7005\.jpg/ }));
    await expect(within(bar).getByText('2枚選択中')).toBeVisible();
    window.dispatchEvent(new Event('focus'));
    await expect(await canvas.findByRole('button', { name: /^IMG_新規_北面\.jpg/ }, pageWait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^IMG_7007\.jpg/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^IMG_7006_南面\.jpg/ })).toBeVisible();
    await expect(within(bar).getByText('1枚選択中')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^IMG_7005\.jpg/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The fixture's six photos with a saved place order (7002 first) and 7004 pickup-flagged. */
const orderedAlbum = mock.override('getCommonAlbumAllData', () => {
  const answer = mock.fixture('getCommonAlbumAllData');
  const order = [7002, 7003, 7005, 7006, 7007, 7004];
  return HttpResponse.json({
    ...answer,
    photos: answer.photos.map((p) => ({
      ...p,
      place_sort_id: order.indexOf(p.id),
      pickup_flg: p.id === 7004 ? 1 : 0,
    })),
  });
});
let savedOrder: unknown = null;
const saveOrder = mock.override('updateBuildingPictureLastSorting', async ({ request }) => {
  savedOrder = await request.json();
  return HttpResponse.json({ success: true });
});
/** The photo tiles' file names in display order. */
const tileOrder = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-index]')]
    .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
    .map((tile) => tile.querySelector('img')?.alt);

/**
 * The saved order (talk §3 place_sort_id): grouped by 場所, the photos show in the order saved
 * (pickup-flagged first still); a photo moved from its handle with the keyboard is saved as the
 * group's whole order and shown so at once.
 */
export const SavedOrder: Story = {
  parameters: { msw: withMocks(orderedAlbum, saveOrder) },
  play: async ({ canvas, canvasElement }) => {
    savedOrder = null;
    await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'グループ' }), '場所');
    await expect(canvas.getByRole('button', { name: /^外壁/ })).toBeVisible();
    const names = (ids: number[]) => ids.map((id) => `IMG_${id}.jpg`);
    await expect(tileOrder(canvasElement)).toEqual(names([7004, 7002, 7003, 7005, 7006, 7007]));
    canvas.getByRole('button', { name: 'IMG_7002.jpgを並べ替え' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(savedOrder).not.toBeNull());
    await expect(savedOrder).toEqual({
      field_id: 5001,
      sort_type: 'place',
      picture_id_list: [7004, 7003, 7002, 7005, 7006, 7007],
    });
    await expect(tileOrder(canvasElement)).toEqual(names([7004, 7003, 7002, 7005, 7006, 7007]));
  },
};

export const Loading: Story = loadingStory('getCommonAlbumAllData');

export const Empty: Story = emptyStory('getCommonAlbumAllData', '写真がありません');

export const FetchFailed: Story = {
  parameters: { msw: withMocks(mock.error('getCommonAlbumAllData', 500)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再読み込み' }, failedWait)).toBeVisible();
  },
};
