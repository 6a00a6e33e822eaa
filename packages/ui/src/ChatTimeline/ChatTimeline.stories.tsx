import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DailyPopover } from '../DailyPopover/DailyPopover.tsx';
import { LinkPreviewCard } from '../LinkPreviewCard/LinkPreviewCard.tsx';
import { ChatTimeline } from './ChatTimeline.tsx';
import type { TimelineMessage } from './timelineState.ts';

// 2026-11-20 12:00 in Japan: "today" for the fixed dates below.
const NOW = new Date('2026-11-20T03:00:00Z');

const LINES = [
  '本日の作業は8時から開始します。',
  '図面は https://example.com/zumen にあります。',
  '足場の点検を完了しました。',
  '了解しました。',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** `count` messages, one every 10 minutes, ending just before NOW; every third is the viewer's. */
const makeMessages = (count: number): TimelineMessage[] =>
  Array.from({ length: count }, (_, i) => {
    const at = new Date(NOW.getTime() - (count - i) * 10 * 60_000 + 9 * 3600_000);
    const sent = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
    return {
      id: i + 1,
      memberName: i % 3 === 0 ? '山田 太郎' : '林 勇気',
      companyName: i % 3 === 0 ? '株式会社山田工務店' : '株式会社木村設備',
      kind: i % 11 === 5 ? 'stamp' : 'text',
      text: i % 11 === 5 ? null : `${LINES[i % LINES.length]}（${i + 1}）`,
      stampId: i % 11 === 5 ? 3 : null,
      sent,
      edited: i % 13 === 7,
      deleted: i % 17 === 10,
      readCount: i % 3 === 0 ? 2 : 0,
      own: i % 3 === 0,
    };
  });

const meta = {
  title: 'UI/Talk/ChatTimeline',
  component: ChatTimeline,
  tags: ['autodocs', 'screenshot'],
  args: { messages: makeMessages(12), hasMore: false, now: NOW },
  decorators: [
    (Story) => (
      <div style={{ height: 480, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Opens at the newest message.
    await waitFor(() => expect(canvas.getByText(/（12）/)).toBeVisible());
    await expect(canvas.getAllByRole('link', { name: 'https://example.com/zumen' })[0]).toHaveAttribute(
      'href',
      'https://example.com/zumen',
    );
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('メッセージはまだありません')).toBeVisible();
  },
};

export const One: Story = { args: { messages: makeMessages(1) } };

export const LoadingOlder: Story = { args: { loadingOlder: true, hasMore: true } };

/** Markup in a message is text. */
export const MarkupIsText: Story = {
  args: {
    messages: [{ ...makeMessages(1)[0], text: '<img src=x onerror=alert(1)>' } as TimelineMessage],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** 10,000 messages: only the visible rows (plus overscan 2) are mounted. */
export const TenThousand: Story = {
  tags: ['!screenshot'],
  args: { messages: makeMessages(10_000), hasMore: true },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByText(/（10000）/)).toBeVisible());
    const mounted = canvasElement.querySelectorAll('article').length;
    await expect(mounted).toBeLessThanOrEqual(60);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'sp360' } } };

/** New messages while reading older ones: the pill counts them, and a click goes to the newest. */
export const NewMessagesPill: Story = {
  tags: ['!screenshot'],
  render: (args) => {
    const [messages, setMessages] = useState(args.messages);
    return (
      <>
        <button
          type="button"
          onClick={() =>
            setMessages((held) => {
              const last = held.at(-1);
              if (!last) return held;
              return [
                ...held,
                { ...last, id: last.id + 1, own: false, text: '新しい連絡です', memberName: '林 勇気' },
              ];
            })
          }
        >
          受信
        </button>
        <ChatTimeline {...args} messages={messages} />
      </>
    );
  },
  args: { messages: makeMessages(60) },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'メッセージ' });
    await waitFor(() => expect(canvas.getByText(/（60）/)).toBeVisible());
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 200));
    await userEvent.click(canvas.getByRole('button', { name: '受信' }));
    const pill = await canvas.findByRole('button', { name: '新しいメッセージ 1件' });
    await userEvent.click(pill);
    await waitFor(() => expect(canvas.getByText('新しい連絡です')).toBeVisible());
  },
};

/**
 * An older page of the same day arrives while the reader is near the top: the message they were
 * looking at stays where it was (the day separator above it is the same before and after).
 */
export const OlderPageKeepsPlace: Story = {
  tags: ['!screenshot'],
  render: (args) => {
    const all = args.messages;
    const [shown, setShown] = useState<readonly TimelineMessage[]>(all.slice(30));
    const [loading, setLoading] = useState(false);
    return (
      <ChatTimeline
        {...args}
        messages={shown}
        hasMore={shown.length < all.length}
        loadingOlder={loading}
        onLoadOlder={() => {
          if (loading) return;
          setLoading(true);
          setTimeout(() => {
            setShown(all);
            setLoading(false);
          }, 100);
        }}
      />
    );
  },
  args: { messages: makeMessages(60) },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'メッセージ' });
    await waitFor(() => expect(canvas.getByText(/（60）/)).toBeVisible());
    log.scrollTop = 400;
    log.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 100));
    const viewTop = log.getBoundingClientRect().top;
    const anchor = [...log.querySelectorAll('article')].find(
      (a) => a.getBoundingClientRect().top >= viewTop && /（\d+）/.test(a.textContent ?? ''),
    );
    if (!anchor) throw new Error('no message in view');
    const before = anchor.getBoundingClientRect().top;
    log.scrollTop = 100;
    log.dispatchEvent(new Event('scroll'));
    const moved = 300;
    await waitFor(() => expect(canvas.queryByText('過去のメッセージを読み込み中…')).toBeNull());
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(2500));
    await new Promise((r) => setTimeout(r, 200));
    // Found again by its text: the row may have been mounted anew.
    const same = [...log.querySelectorAll('article')].find((a) => a.textContent === anchor.textContent);
    await expect(same).toBeDefined();
    await expect(Math.abs((same?.getBoundingClientRect().top ?? 0) - (before + moved))).toBeLessThanOrEqual(
      1,
    );
  },
};

/** A flat-colour stand-in for a photo (stories load nothing from the network). */
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/></svg>`)}`;

const photoMessage = (id: number, own: boolean, colours: string[]): TimelineMessage => ({
  id,
  memberName: own ? '山田 太郎' : '林 勇気',
  companyName: own ? '株式会社山田工務店' : '株式会社木村設備',
  kind: 'photo',
  text: null,
  stampId: null,
  sent: `2026-11-20 11:${String(id).padStart(2, '0')}:00`,
  edited: false,
  deleted: false,
  readCount: own ? 1 : 0,
  own,
  photos: colours.map((colour, i) => ({
    id: id * 10 + i,
    thumbSrc: swatch(colour),
    src: swatch(colour),
    name: `外壁_${id}_${i + 1}.jpg`,
  })),
});

/** Photo messages: one photo, three, and one whose photos were all hidden in the album; a tap opens the viewer. */
export const Photos: Story = {
  args: {
    messages: [
      photoMessage(1, false, ['#3a7']),
      photoMessage(2, true, ['#37a', '#a73', '#7a3']),
      { ...photoMessage(3, false, []), photos: [] },
    ],
  },
  play: async ({ canvas, userEvent: user }) => {
    const thumb = await canvas.findByRole('button', { name: '写真を開く: 外壁_2_2.jpg' });
    await user.click(thumb);
    const body = within(document.body);
    const viewer = await body.findByRole('dialog', { name: '外壁_2_2.jpg（2/3）' });
    await expect(within(viewer).getByRole('img', { name: '外壁_2_2.jpg' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await body.findByRole('dialog', { name: '外壁_2_3.jpg（3/3）' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('写真は削除されました')).toBeVisible();
  },
};

/**
 * The sender's photo actions: the viewer of an own photo offers メッセージから外す and
 * 非表示にする; choosing one closes the viewer and hands the message and photo to the app.
 */
export const OwnPhotoActions: Story = {
  args: {
    messages: [photoMessage(1, false, ['#3a7']), photoMessage(2, true, ['#37a', '#a73'])],
    onDetachPhoto: fn(),
    onHidePhoto: fn(),
  },
  play: async ({ args, canvas, userEvent: user }) => {
    const body = within(document.body);
    await user.click(await canvas.findByRole('button', { name: '写真を開く: 外壁_1_1.jpg' }));
    const others = await body.findByRole('dialog', { name: '外壁_1_1.jpg（1/1）' });
    await expect(within(others).queryByRole('button', { name: '非表示にする' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await user.click(canvas.getByRole('button', { name: '写真を開く: 外壁_2_2.jpg' }));
    const own = await body.findByRole('dialog', { name: '外壁_2_2.jpg（2/2）' });
    await user.click(within(own).getByRole('button', { name: '非表示にする' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onHidePhoto).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ id: 21, name: '外壁_2_2.jpg' }),
    );
    await user.click(canvas.getByRole('button', { name: '写真を開く: 外壁_2_1.jpg' }));
    await user.click(
      within(await body.findByRole('dialog')).getByRole('button', { name: 'メッセージから外す' }),
    );
    await expect(args.onDetachPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ id: 20 }),
    );
    // Left open for the screenshot: the viewer with the sender's two actions.
    await user.click(canvas.getByRole('button', { name: '写真を開く: 外壁_2_1.jpg' }));
    const again = await body.findByRole('dialog', { name: '外壁_2_1.jpg（1/2）' });
    await expect(within(again).getByRole('button', { name: 'メッセージから外す' })).toBeVisible();
  },
};

const fileMessage = (id: number, own: boolean, name: string, sizeLabel: string): TimelineMessage => ({
  ...photoMessage(id, own, []),
  kind: 'file',
  photos: [],
  file: { name, sizeLabel, href: `#file-${id}` },
});

/** File messages: a type icon, the name and the size; the bubble is the download link. */
export const Files: Story = {
  args: {
    messages: [
      fileMessage(1, false, '足場計画図.pdf', '1.2 MB'),
      fileMessage(2, true, 'とても長いファイル名の工程表_2026年11月版_最終確定.xlsx', '38 KB'),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^足場計画図\.pdf/ })).toHaveAttribute(
      'href',
      '#file-1',
    );
    await expect(canvas.getByText('1.2 MB')).toBeVisible();
  },
};

/**
 * Link previews (issue 11 §6): the card sits under a text message's first link. The newest message
 * stays in view while the cards are drawn, because a loading card already has the card's height.
 */
export const LinkPreviews: Story = {
  args: {
    renderLinkPreview: (href) => (
      <LinkPreviewCard
        state={{
          status: 'ready',
          preview: {
            url: href,
            title: '図面一覧',
            description: '外装改修工事の最新図面',
            image: null,
            siteName: null,
          },
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/（12）/)).toBeVisible());
    await expect(canvas.getAllByRole('link', { name: /図面一覧/ }).length).toBeGreaterThan(0);
  },
};

const postedDaily: TimelineMessage = {
  id: 99,
  memberName: '山田 太郎',
  companyName: '株式会社山田工務店',
  kind: 'text',
  text: '【日報】11月20日 鈴木 一郎\n天気 晴れ 14.5℃\n・足場設置\n・高圧洗浄',
  stampId: null,
  sent: '2026-11-20 11:50:00',
  edited: false,
  deleted: false,
  readCount: 0,
  own: false,
  dailyId: 603,
};

/** A posted daily: its heading opens the report's popup (the app passes DailyPopover); its lines stay text. */
export const PostedDaily: Story = {
  args: {
    messages: [...makeMessages(3), postedDaily],
    renderDaily: (message, heading) => (
      <DailyPopover
        label={heading}
        detailHref={`#daily-${message.dailyId}`}
        onOpenDetail={fn()}
        state={{ status: 'loading' }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/・高圧洗浄/)).toBeVisible());
    const heading = canvas.getByRole('button', { name: '【日報】11月20日 鈴木 一郎' });
    await userEvent.click(heading);
    await expect(await screen.findByRole('dialog', { name: '【日報】11月20日 鈴木 一郎' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(heading).toHaveFocus();
  },
};
