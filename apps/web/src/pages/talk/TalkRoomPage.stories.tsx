import type { TEmergencyContact } from '@genba/api-client';
import {
  FIXTURE_IDS,
  makeBbsMessages,
  makeBoardDailyPosts,
  makeBuildingFile,
  makeChatMessage,
  makeChatMessages,
  makeEmergencyContact,
  makeRoomMember,
} from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { failedWait, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Talk/現場トーク',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/talk/field/11' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site's room: the timeline, and the composer named メッセージ with its 送信 button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('log', { name: 'メッセージ' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '送信' })).toBeVisible();
  },
};

export const Smartphone: Story = { globals: { viewport: { value: 'sp360' } } };

export const Loading: Story = loadingStory('getInitArrowChatData');

export const FetchFailed: Story = fetchFailedStory('getInitArrowChatData');

export const NoRoom: Story = fetchFailedStory('getTalkByFieldId', 403);

/** PC: the member panel beside the room, 自社 before 協力会社. */
export const Members: Story = {
  globals: { viewport: { value: 'pc1280' } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('complementary', { name: 'ルームの情報' }, pageWait);
    await expect(await within(panel).findByRole('list', { name: '自社' }, pageWait)).toBeVisible();
    await expect(within(panel).getByRole('list', { name: '協力会社' })).toBeVisible();
  },
};

/** Phones: the panel is a button over the room's header that opens the tabs in a sheet. */
export const SmartphoneMembers: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: /^メンバー \d+/ }, pageWait);
    await userEvent.click(button);
    const sheet = await within(document.body).findByRole('dialog', { name: 'ルームの情報' });
    await expect(within(sheet).getByRole('list', { name: '自社' })).toBeVisible();
  },
};

export const MembersFetchFailed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(mock.error('getTalkMembers', 500)) },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('complementary', { name: 'ルームの情報' }, pageWait);
    await expect(
      await within(panel).findByText('データを取得できませんでした', {}, failedWait),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

/** The viewer is the site's manager (room role 1). */
const viewerIsRoomManager = mock.override('getTalkMembers', () =>
  HttpResponse.json({
    members: [makeRoomMember({ member_id: FIXTURE_IDS.memberId, name: '山田 太郎', room_role: 1 })],
  }),
);

/** A room manager opens 招待リンク under the members: the room's open link, then 無効にする after confirming. */
export const InviteLink: Story = {
  globals: { viewport: { value: 'pc1280' } },
  // Only room managers see 招待リンク.
  parameters: { msw: withMocks(viewerIsRoomManager) },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('complementary', { name: 'ルームの情報' }, pageWait);
    await userEvent.click(await within(panel).findByRole('button', { name: '招待リンク' }, pageWait));
    const dialog = await within(document.body).findByRole('dialog', { name: 'ルームへの招待リンク' });
    const url = await within(dialog).findByRole('textbox', { name: '招待リンク' }, { timeout: 12_000 });
    await expect((url as HTMLInputElement).value).toContain('/invitation_user/');
    await userEvent.click(within(dialog).getByRole('button', { name: '無効にする' }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: '招待リンクを無効にしますか？',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: '無効にする' }));
    await expect(await within(dialog).findByText('招待リンクはまだありません。', {}, pageWait)).toBeVisible();
  },
};

const sevenContacts = [
  makeEmergencyContact(),
  makeEmergencyContact({ id: 72, name: '現場責任者 田中', contact_type_id: 2, tel_number: '090-1234-5678' }),
  makeEmergencyContact({ id: 73, name: '世田谷中央病院', contact_type_id: 3, tel_number: '03-9876-5432' }),
  makeEmergencyContact({ id: 74, name: '世田谷警察署', contact_type_id: 4, tel_number: '03-3418-0110' }),
  makeEmergencyContact({ id: 75, name: '電気 協力会社', contact_type_id: 1, tel_number: '03-5555-0101' }),
  makeEmergencyContact({ id: 76, name: '設備 協力会社', contact_type_id: 1, tel_number: '03-5555-0102' }),
  makeEmergencyContact({ id: 77, name: '近隣対応窓口', contact_type_id: 99, tel_number: '0120-123-456' }),
];
const withContacts = (contacts: TEmergencyContact[]) =>
  mock.override('getBbsMessages', () =>
    HttpResponse.json({ ...makeBbsMessages(), emergency_contacts: contacts }),
  );

/** Opens the side panel's 緊急連絡先 tab on PC. */
const chunkWait = { timeout: 12_000 };
type PlayContext = Parameters<NonNullable<Story['play']>>[0];
const openContacts = async (canvas: PlayContext['canvas'], userEvent: PlayContext['userEvent']) => {
  // A cold run loads the panel's and the tab's chunks first: a longer wait than pageWait.
  const panel = await canvas.findByRole('complementary', { name: 'ルームの情報' }, chunkWait);
  await userEvent.click(await within(panel).findByRole('tab', { name: '緊急連絡先' }, pageWait));
  return panel;
};

/** 緊急連絡先 with seven contacts: the first five, then もっと見る shows the rest; numbers are tel: links. */
export const Contacts: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(withContacts(sevenContacts)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openContacts(canvas, userEvent);
    const list = await within(panel).findByRole('list', { name: '緊急連絡先' }, chunkWait);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // 鈴木 一郎 (the fixture's sales manager) is not the viewer: no 編集.
    await expect(within(panel).queryByRole('button', { name: '編集' })).toBeNull();
    await expect(within(list).getByRole('link', { name: '090-1234-5678' })).toHaveAttribute(
      'href',
      'tel:09012345678',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'もっと見る（ほか2件）' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const ContactsEmpty: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(withContacts([])) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openContacts(canvas, userEvent);
    await expect(
      await within(panel).findByText('緊急連絡先は登録されていません。', {}, pageWait),
    ).toBeVisible();
  },
};

export const ContactsLoading: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(mock.slow('getBbsMessages', 60_000)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openContacts(canvas, userEvent);
    await expect(
      await within(panel).findByRole('status', { name: '緊急連絡先を読み込み中' }, pageWait),
    ).toBeVisible();
  },
};

export const ContactsFetchFailed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(mock.error('getBbsMessages', 500)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openContacts(canvas, userEvent);
    await expect(
      await within(panel).findByText('データを取得できませんでした', {}, failedWait),
    ).toBeVisible();
  },
};

/** Phones (360 px): the sheet's 緊急連絡先 tab, numbers large enough to tap. */
export const ContactsSmartphone: Story = {
  globals: { viewport: { value: 'sp360' } },
  parameters: { msw: withMocks(withContacts(sevenContacts)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^メンバー \d+・連絡先/ }, pageWait));
    const sheet = await within(document.body).findByRole('dialog', { name: 'ルームの情報' });
    await userEvent.click(within(sheet).getByRole('tab', { name: '緊急連絡先' }));
    await expect(await within(sheet).findByRole('link', { name: '03-1234-5678' }, pageWait)).toBeVisible();
  },
};

/** A manager edits the list: a new row without a name shows the spec's message and is not sent. */
export const ContactsEdit: Story = {
  globals: { viewport: { value: 'pc1280' } },
  // Only managers see 編集.
  parameters: { msw: withMocks(viewerIsRoomManager) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openContacts(canvas, userEvent);
    await userEvent.click(await within(panel).findByRole('button', { name: '編集' }, pageWait));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '緊急連絡先の編集' }));
    await userEvent.click(dialog.getByRole('button', { name: '連絡先を追加' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('名称を入力してください')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '1件目を削除' }));
    const confirm = await within(document.body).findByRole('alertdialog', { name: '緊急連絡先の削除' });
    await expect(confirm).toHaveTextContent('株式会社現場工務店 本社');
  },
};

/** The viewer as the site's manager (room role 1): ピックアップ and 削除 of any file. */
const viewerIsManager = mock.override('getTalkMembers', () =>
  HttpResponse.json({
    members: [makeRoomMember({ member_id: FIXTURE_IDS.memberId, name: '山田 太郎', room_role: 1 })],
  }),
);

const openFiles = async (canvas: PlayContext['canvas'], userEvent: PlayContext['userEvent']) => {
  const panel = await canvas.findByRole('complementary', { name: 'ルームの情報' }, chunkWait);
  await userEvent.click(await within(panel).findByRole('tab', { name: 'ファイル' }, pageWait));
  return panel;
};

/**
 * ファイル: pickup first, 未読 marked, each a download link; a manager uploads a PDF
 * (アップロード中 1/1, then the server's record in the list).
 */
export const Files: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: {
    msw: withMocks(
      viewerIsManager,
      ...(() => {
        let uploaded = false;
        const added = makeBuildingFile({
          id: 8103,
          building_file_upload_filename: '配筋検査 報告書.pdf',
          building_file_path: '/api/bbs/file/8103/download?t=1763682300',
          regist_user_id: FIXTURE_IDS.memberId,
          regist_user_name: '山田 太郎',
        });
        return [
          mock.override('storageField', () => {
            uploaded = true;
            return HttpResponse.json({ file: added });
          }),
          mock.override('getBbsMessages', () => {
            const board = makeBbsMessages();
            return HttpResponse.json({ ...board, files: uploaded ? [added, ...board.files] : board.files });
          }),
        ];
      })(),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openFiles(canvas, userEvent);
    const list = await within(panel).findByRole('list', { name: 'ファイル' }, chunkWait);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('工程表.xlsx');
    await expect(rows[0]).toHaveTextContent('ピックアップ');
    await expect(rows[1]).toHaveTextContent('未読');
    await expect(within(list).getByRole('link', { name: '工程表.xlsxをダウンロード' })).toHaveAttribute(
      'href',
      '/api/bbs/file/8002/download?t=1762734600',
    );
    await userEvent.upload(
      within(panel).getByLabelText('追加するファイル'),
      new File(['%PDF-1.4'], '配筋検査 報告書.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await within(list).findByRole('link', { name: '配筋検査 報告書.pdfをダウンロード' }, pageWait),
    ).toBeVisible();
  },
};

/** A refused upload stays as アップロード失敗 with the server's reason and 再試行. */
export const FilesUploadFailed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: {
    msw: withMocks(
      mock.error('storageField', 422, {
        message: '入力内容に誤りがあります。',
        errors: { file: ['このルームに登録できるファイルは1000件までです。'] },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openFiles(canvas, userEvent);
    await within(panel).findByRole('list', { name: 'ファイル' }, chunkWait);
    const input = within(panel).getByLabelText('追加するファイル');
    await userEvent.upload(input, new File(['%PDF-1.4'], '図面.pdf', { type: 'application/pdf' }));
    await expect(
      await within(panel).findByText(
        /アップロード失敗：このルームに登録できるファイルは1000件までです。/,
        {},
        pageWait,
      ),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: '再試行' })).toBeVisible();
  },
};

export const FilesEmpty: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: {
    msw: withMocks(
      mock.override('getBbsMessages', () => HttpResponse.json({ ...makeBbsMessages(), files: [] })),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openFiles(canvas, userEvent);
    await expect(await within(panel).findByText('ファイルはありません。', {}, chunkWait)).toBeVisible();
  },
};

export const FilesLoading: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(mock.slow('getBbsMessages', 60_000)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openFiles(canvas, userEvent);
    await expect(
      await within(panel).findByRole('status', { name: 'ファイルを読み込み中' }, chunkWait),
    ).toBeVisible();
  },
};

export const FilesFetchFailed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(mock.error('getBbsMessages', 500)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openFiles(canvas, userEvent);
    await expect(
      await within(panel).findByText('データを取得できませんでした', {}, failedWait),
    ).toBeVisible();
  },
};

/** A project room's tabs: project talk, daily, report, album and task list, each for this project. */
export const Tabs: Story = {
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('navigation', { name: '現場のタブ' }, pageWait);
    await expect(within(tabs).getByRole('link', { name: '現場トーク' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: 'アルバム' })).toHaveAttribute(
      'href',
      '/talk/field/11/album?project_id=11',
    );
    await expect(within(tabs).getByRole('link', { name: '報告' })).toHaveAttribute(
      'href',
      '/talk/field/11/report?project_id=11&view=report',
    );
  },
};

/** A private room with its messages. */
export const PrivateRoom: Story = {
  args: { path: '/talk/member/14' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('log', { name: 'メッセージ' }, pageWait)).toBeVisible();
  },
};

/** Before the first message there is no room: the composer's first send creates it. */
export const PrivateRoomFirstMessage: Story = {
  args: { path: '/talk/member/14' },
  parameters: {
    msw: withMocks(
      mock.data('getInitPrivateChatData', {
        ...mock.fixture('getInitPrivateChatData'),
        room: null,
        messages: [],
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/最初のメッセージを送りましょう/, {}, pageWait)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
  },
};

export const PrivateRoomFetchFailed: Story = {
  args: { path: '/talk/member/14' },
  ...fetchFailedStory('getInitPrivateChatData'),
};

/** The viewer's own photo message of two photos, newest in the room. */
const ownPhotos = mock.data('getInitArrowChatData', {
  ...mock.fixture('getInitArrowChatData'),
  messages: [
    makeChatMessage({
      id: 90010,
      member_id: FIXTURE_IDS.memberId,
      member_name: '現場 太郎',
      kind: 'photo',
      message: null,
      read_count: 0,
      sent: '2026-11-20 17:50:00',
      pictures: [7101, 7102].map((id) => ({
        id,
        building_picture_path: `field/5001/${id}.jpg`,
        building_picture_thum_path: `field/5001/thum/${id}.jpg`,
        building_picture_upload_filename: `外壁 南面 ${id}.jpg`,
      })),
    }),
    ...makeChatMessages(),
  ],
});

/** A real image the album's worker resizes, as a photo chosen with 写真を送信. */
const storyPhoto = async (name: string) => {
  const canvas = new OffscreenCanvas(64, 48);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#3a6';
  context.fillRect(0, 0, 64, 48);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
};

/** Chooses two photos while the server is slow to answer the first: the room shows it being sent. */
const choosePhotos = async (canvas: PlayContext['canvas'], userEvent: PlayContext['userEvent']) => {
  await canvas.findByRole('log', { name: 'メッセージ' }, pageWait);
  await userEvent.upload(canvas.getByLabelText('写真を送信'), [
    await storyPhoto('北面.png'),
    await storyPhoto('南面.png'),
  ]);
  return canvas.findByRole('progressbar', { name: '写真送信中 1/2：北面.png' }, pageWait);
};

/** Photos going out on a weak connection: 写真送信中 n/total with the photo's bytes, and キャンセル. */
export const SendingPhotos: Story = {
  parameters: { msw: withMocks(mock.slow('sendFieldPhoto', 600_000)) },
  play: async ({ canvas, userEvent }) => {
    await expect(await choosePhotos(canvas, userEvent)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'キャンセル' })).toBeVisible();
  },
};

export const SendingPhotosSmartphone: Story = {
  ...SendingPhotos,
  globals: { viewport: { value: 'sp360' } },
};

/** キャンセル: the photo in flight and the rest are not sent, and the room says how many. */
export const SendingPhotosCanceled: Story = {
  parameters: SendingPhotos.parameters,
  play: async ({ canvas, userEvent }) => {
    await choosePhotos(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'キャンセル' }));
    await expect(
      await canvas.findByText(
        'アップロードをキャンセルしました。送信されなかったファイル：2件',
        {},
        pageWait,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Opens the viewer on the first photo of the viewer's own message and picks an action. */
const openOwnPhotoAction = async (
  canvas: PlayContext['canvas'],
  userEvent: PlayContext['userEvent'],
  action: 'メッセージから外す' | '非表示にする',
) => {
  await userEvent.click(
    await canvas.findByRole('button', { name: '写真を開く: 外壁 南面 7101.jpg' }, pageWait),
  );
  const viewer = await within(document.body).findByRole('dialog', { name: /外壁 南面 7101\.jpg/ });
  await userEvent.click(within(viewer).getByRole('button', { name: action }));
  return within(document.body).findByRole('alertdialog');
};

/** 非表示にする on an own photo: confirmed, the photo leaves the message at once. */
export const PhotoHide: Story = {
  parameters: { msw: withMocks(ownPhotos) },
  play: async ({ canvas, userEvent }) => {
    const confirm = await openOwnPhotoAction(canvas, userEvent, '非表示にする');
    await expect(within(confirm).getByText('写真はトークとアルバムに表示されなくなります。')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '非表示にする' }));
    await expect(canvas.queryByRole('button', { name: '写真を開く: 外壁 南面 7101.jpg' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '写真を開く: 外壁 南面 7102.jpg' })).toBeVisible();
  },
};

/** メッセージから外す refused by the server: the photo comes back and the reason is shown. */
export const PhotoDetachFailed: Story = {
  parameters: {
    msw: withMocks(
      ownPhotos,
      mock.error('detachFieldPhoto', 403, { detail: ['このルームを操作する権限がありません。'] }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const confirm = await openOwnPhotoAction(canvas, userEvent, 'メッセージから外す');
    await expect(within(confirm).getByText(/アルバムには残ります。/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: '外す' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      'このルームを操作する権限がありません。',
    );
    await expect(canvas.getByRole('button', { name: '写真を開く: 外壁 南面 7101.jpg' })).toBeVisible();
  },
};

/** Someone else's photo opens without the sender's actions. */
export const PhotoOfOthers: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^写真を開く/ }, pageWait));
    const viewer = await within(document.body).findByRole('dialog');
    await expect(within(viewer).getByRole('button', { name: '拡大' })).toBeVisible();
    await expect(within(viewer).queryByRole('button', { name: '非表示にする' })).toBeNull();
    await expect(within(viewer).queryByRole('button', { name: 'メッセージから外す' })).toBeNull();
  },
};

const openDailies = async (canvas: PlayContext['canvas'], userEvent: PlayContext['userEvent']) => {
  const panel = await canvas.findByRole('complementary', { name: 'ルームの情報' }, chunkWait);
  await userEvent.click(await within(panel).findByRole('tab', { name: '日報' }, pageWait));
  return panel;
};

/** A board whose daily-message-display setting the toggle really changes. */
const boardWithDisplaySetting = () => {
  let display: 0 | 1 = 1;
  return [
    mock.override('getBbsMessages', () =>
      HttpResponse.json({ ...makeBbsMessages(), daily_message_display: display }),
    ),
    mock.override('dailyMessageDisplay', async ({ request }) => {
      display = ((await request.json()) as { daily_message_display: 0 | 1 }).daily_message_display;
      return HttpResponse.json({ success: true });
    }),
  ];
};

/**
 * 日報: the dailies posted to the room's board (トークに送信), newest first; a report's heading
 * opens its popup, whose 詳細を見る opens the report. The toggle turns posted dailies off in the viewer's talk (daily-message-display).
 */
export const BoardDailies: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: {
    msw: withMocks(...boardWithDisplaySetting()),
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openDailies(canvas, userEvent);
    const list = await within(panel).findByRole('list', { name: '日報' }, chunkWait);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('【日報】11月20日 鈴木 一郎');
    const toggle = within(panel).getByRole('checkbox', { name: 'トークに日報を表示する' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(list).getByRole('button', { name: '【日報】11月19日 田中 健一' }));
    const popup = await within(document.body).findByRole('dialog', { name: /の日報$/ }, chunkWait);
    await userEvent.click(within(popup).getByRole('link', { name: '詳細を見る' }));
    await expect(await canvas.findByRole('heading', { name: '日報詳細', level: 1 }, chunkWait)).toBeVisible();
  },
};

export const BoardDailiesEmpty: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: {
    msw: withMocks(
      mock.override('getBbsMessages', () => HttpResponse.json({ ...makeBbsMessages(), messages: [] })),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openDailies(canvas, userEvent);
    await expect(
      await within(panel).findByText('トークに送信された日報はありません。', {}, chunkWait),
    ).toBeVisible();
  },
};

export const BoardDailiesMany: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: {
    msw: withMocks(
      mock.override('getBbsMessages', () =>
        HttpResponse.json({ ...makeBbsMessages(), messages: makeBoardDailyPosts(60) }),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openDailies(canvas, userEvent);
    const list = await within(panel).findByRole('list', { name: '日報' }, chunkWait);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(60);
  },
};

/** 140 posted dailies: the first 100 come with the board, the rest in pages of 30 from the last one held. */
const firstHundredDailies = () =>
  mock.override('getBbsMessages', () =>
    HttpResponse.json({ ...makeBbsMessages(), messages: makeBoardDailyPosts(100), messages_has_more: true }),
  );
const boardBeyondFirstPage = (total: number) => [
  firstHundredDailies(),
  mock.override('getBbsDailyPosts', ({ request }) => {
    // The fixtures number posts from 91001, newest first: the page starts after min_id.
    const from = Number(new URL(request.url).searchParams.get('min_id')) - 91001 + 1;
    const count = Math.min(30, total - from);
    return HttpResponse.json({ messages: makeBoardDailyPosts(count, from), has_more: from + count < total });
  }),
];

/** More than 100 dailies: さらに日報を読み込む adds the older ones a page at a time, until none are left. */
export const BoardDailiesBeyond100: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(...boardBeyondFirstPage(140)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openDailies(canvas, userEvent);
    const list = await within(panel).findByRole('list', { name: '日報' }, chunkWait);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await userEvent.click(within(panel).getByRole('button', { name: 'さらに日報を読み込む' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(130));
    await userEvent.click(within(panel).getByRole('button', { name: 'さらに日報を読み込む' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(140));
    await expect(within(panel).queryByRole('button', { name: 'さらに日報を読み込む' })).toBeNull();
    // The oldest post is the 140th day back: nothing skipped, nothing twice.
    await expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('【日報】7月4日');
  },
};

/** A failed older page is said, and the button tries again. */
export const BoardDailiesMoreFailed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(firstHundredDailies(), mock.error('getBbsDailyPosts', 500)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openDailies(canvas, userEvent);
    await within(panel).findByRole('list', { name: '日報' }, chunkWait);
    await userEvent.click(within(panel).getByRole('button', { name: 'さらに日報を読み込む' }));
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      '日報を読み込めませんでした。もう一度お試しください。',
    );
    await expect(within(panel).getByRole('button', { name: 'さらに日報を読み込む' })).toBeEnabled();
  },
};

export const BoardDailiesLoading: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(mock.slow('getBbsMessages', 60_000)) },
  play: async ({ canvas, userEvent }) => {
    const panel = await openDailies(canvas, userEvent);
    await expect(
      await within(panel).findByRole('status', { name: '日報を読み込み中' }, chunkWait),
    ).toBeVisible();
  },
};

/** Phones: the same tab in the room's sheet. */
export const BoardDailiesNarrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^メンバー \d+/ }, pageWait));
    const sheet = await within(document.body).findByRole('dialog', { name: 'ルームの情報' });
    await userEvent.click(within(sheet).getByRole('tab', { name: '日報' }));
    await expect(await within(sheet).findByRole('list', { name: '日報' }, chunkWait)).toBeVisible();
  },
};

/** A daily posted to the room (トークに送信), newest in the timeline. */
const postedDaily = mock.data('getInitArrowChatData', {
  ...mock.fixture('getInitArrowChatData'),
  messages: [...makeBoardDailyPosts(1), ...makeChatMessages()],
});
const DAILY_HEADING = '【日報】11月20日 鈴木 一郎';

/** A posted daily's heading in the talk opens the report's 290 px popup; 詳細を見る opens the report. */
export const PostedDailyPopup: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(postedDaily) },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', { name: 'メッセージ' }, pageWait);
    await userEvent.click(await within(log).findByRole('button', { name: DAILY_HEADING }, chunkWait));
    const popup = await within(document.body).findByRole('dialog', { name: /の日報$/ }, chunkWait);
    await expect(popup).toHaveTextContent('作業内容');
    await expect(popup.getBoundingClientRect().width).toBe(290);
    await userEvent.click(within(popup).getByRole('link', { name: '詳細を見る' }));
    await expect(await canvas.findByRole('heading', { name: '日報詳細', level: 1 }, chunkWait)).toBeVisible();
  },
};

/** The report cannot be read: the popup says so and offers a retry. */
export const PostedDailyPopupFailed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(postedDaily, mock.error('getDaily', 500)) },
  play: async ({ canvas, userEvent }) => {
    const log = await canvas.findByRole('log', { name: 'メッセージ' }, pageWait);
    await userEvent.click(await within(log).findByRole('button', { name: DAILY_HEADING }, chunkWait));
    const popup = await within(document.body).findByRole('dialog', { name: DAILY_HEADING }, chunkWait);
    await expect(await within(popup).findByRole('alert', {}, failedWait)).toHaveTextContent(
      '日報を読み込めませんでした。',
    );
    await expect(within(popup).getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

/** Phones: the heading is a link to the report's page, no popup. */
export const PostedDailySmartphone: Story = {
  globals: { viewport: { value: 'sp360' } },
  parameters: { msw: withMocks(postedDaily) },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'メッセージ' }, pageWait);
    const link = await within(log).findByRole('link', { name: DAILY_HEADING }, chunkWait);
    await expect(link).toHaveAttribute('href', '/daily/detail/6001');
  },
};
