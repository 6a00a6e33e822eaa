import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PLACEHOLDER_SRC } from '../AlbumGrid/fixtures.ts';
import { PhotoAttachments } from './PhotoAttachments.tsx';
import { PhotoThumbnails } from './PhotoThumbnails.tsx';
import {
  initialPhotoAttachments,
  type PhotoAttachmentsEvent,
  photoAttachmentsReducer,
  uploadProgress,
} from './photoAttachmentsState.ts';

const stored = (id: number) => ({
  id,
  name: `IMG_${id}.jpg`,
  src: PLACEHOLDER_SRC,
  largeSrc: PLACEHOLDER_SRC,
});

/** The widget with its state held by the story, as the daily form holds it; uploads never finish here. */
const Stateful = ({
  storedIds = [],
  events = [],
  max = 20,
  onUpload = () => undefined,
}: {
  storedIds?: number[];
  events?: PhotoAttachmentsEvent[];
  max?: number;
  onUpload?: (names: string[]) => void;
}) => {
  const [state, dispatch] = useReducer(
    photoAttachmentsReducer,
    events.reduce(photoAttachmentsReducer, initialPhotoAttachments(storedIds.map(stored))),
  );
  return (
    <div style={{ maxWidth: 640 }}>
      <PhotoAttachments
        items={state.items}
        max={max}
        progress={uploadProgress(state)}
        message={state.message}
        accept=".jpg,.jpeg,.png,.bmp,.gif"
        onChoose={(files) => {
          onUpload(files.map((f) => f.name));
          dispatch({
            type: 'add',
            files: files.map((f) => ({ key: f.name, name: f.name, preview: PLACEHOLDER_SRC })),
            message: null,
          });
        }}
        onRemove={(key) => dispatch({ type: 'remove', key })}
        onRetry={(key) => dispatch({ type: 'retry', key })}
        onDismissMessage={() => dispatch({ type: 'dismiss' })}
      />
    </div>
  );
};

const meta = {
  title: 'UI/Photo/PhotoAttachments',
  component: Stateful,
  tags: ['autodocs', 'screenshot'],
  args: { onUpload: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const adding = (...keys: string[]): PhotoAttachmentsEvent => ({
  type: 'add',
  files: keys.map((key) => ({ key, name: key, preview: PLACEHOLDER_SRC })),
  message: null,
});

/** Nothing attached yet: choose photos from the picker (keyboard: Tab to 写真を選択, Enter). */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('写真はまだありません。')).toBeVisible();
    const file = new File(['x'], '足場.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('写真ファイル'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(['足場.jpg']);
    await expect(canvas.getByText('足場.jpgをアップロード中')).toBeInTheDocument();
  },
};

/** The report being edited: its stored photos, one opens large. */
export const Stored: Story = {
  args: { storedIds: [71, 72, 73] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'IMG_72.jpgを拡大' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('IMG_72.jpg（2/3）');
    await userEvent.keyboard('{Escape}');
  },
};

/** Three chosen files: one stored, two uploading; the batch's progress shows. */
export const Uploading: Story = {
  args: {
    events: [adding('a.jpg', 'b.jpg', 'c.jpg'), { type: 'uploaded', key: 'a.jpg', photo: stored(81) }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '写真のアップロード 1/3枚' })).toBeVisible();
  },
};

/** A failed upload keeps its tile with the reason, 再送 and 削除 (removal: the DailyForm Photos story). */
export const Failed: Story = {
  args: {
    events: [
      adding('a.jpg', 'b.jpg'),
      { type: 'uploaded', key: 'a.jpg', photo: stored(81) },
      { type: 'failed', key: 'b.jpg', error: '通信に失敗しました。' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('アップロード失敗')).toBeVisible();
    await expect(canvas.getByText('通信に失敗しました。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'b.jpgを再送' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'b.jpgを削除' })).toBeVisible();
  },
};

/** What a choice left out stays until closed. */
export const LeftOut: Story = {
  args: {
    events: [
      {
        type: 'add',
        files: [],
        message: '未サポートのファイルが含まれています。\n添付できるファイル形式：jpg、jpeg、png、bmp、gif',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('未サポートのファイルが含まれています。');
    await userEvent.click(canvas.getByRole('button', { name: '閉じる' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** At the limit the picker is closed. */
export const Full: Story = {
  args: { storedIds: [1, 2, 3], max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '写真を選択' })).toBeDisabled();
    await expect(canvas.getByText('3/3枚')).toBeVisible();
  },
};

/** A phone: two tiles a row. */
export const Narrow360: Story = {
  args: { storedIds: [1, 2, 3], events: [adding('d.jpg')] },
  globals: { viewport: { value: 'sp360' } },
};

/** The read-only grid of the report's detail page. */
export const Thumbnails: Story = {
  render: () => <PhotoThumbnails label="日報の写真" photos={[stored(1), stored(2)]} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'IMG_1.jpgを拡大' }));
    await expect(await within(document.body).findByRole('dialog')).toHaveTextContent('IMG_1.jpg（1/2）');
    await userEvent.keyboard('{Escape}');
  },
};
