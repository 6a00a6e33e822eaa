import { fileTooLargeMessage, UPLOAD_MESSAGE, unsupportedFilesMessage } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type BoardFileItem, BoardFileList } from './BoardFileList.tsx';
import { type BoardUploadsState, EMPTY_UPLOADS } from './boardUploads.ts';

const files: BoardFileItem[] = [
  {
    id: 3,
    name: '外壁改修 仕様書.pdf',
    sizeLabel: '471 KB',
    href: '#spec',
    uploader: '山田 太郎',
    date: '11/03',
    pickup: true,
    unread: false,
    canDelete: true,
  },
  {
    id: 2,
    name: '工程表_11月.pdf',
    sizeLabel: '38 KB',
    href: '#schedule',
    uploader: '山田 太郎',
    date: '11/22',
    pickup: false,
    unread: true,
    canDelete: true,
  },
  {
    id: 1,
    name: '足場計画図.pdf',
    sizeLabel: '1.2 MB',
    href: '#scaffold',
    uploader: '林 勇気',
    date: '11/18',
    pickup: false,
    unread: false,
    canDelete: false,
  },
];

const uploading: BoardUploadsState = {
  done: 1,
  items: [
    {
      key: 'a',
      name: '配筋検査 報告書.pdf',
      status: 'uploading',
      message: null,
      sent: { loaded: 450_000, total: 1_000_000 },
    },
    { key: 'b', name: '近隣挨拶文.docx', status: 'waiting', message: null },
  ],
};

const failed: BoardUploadsState = {
  done: 0,
  items: [
    {
      key: 'c',
      name: '大きい図面.pdf',
      status: 'failed',
      message: fileTooLargeMessage('大きい図面.pdf', 20 * 1024 * 1024),
    },
  ],
};

const meta = {
  title: 'UI/Talk/BoardFileList',
  component: BoardFileList,
  tags: ['autodocs', 'screenshot'],
  args: {
    files,
    uploads: EMPTY_UPLOADS,
    canPickup: true,
    onChoose: fn(),
    onOpen: fn(),
    onTogglePickup: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof BoardFileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager: pickup first, 未読 marked; ピックアップ toggles and 削除 asks first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole('list', { name: 'ファイル' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('ピックアップ');
    await expect(canvas.getByRole('link', { name: '工程表_11月.pdfをダウンロード' })).toHaveAttribute(
      'href',
      '#schedule',
    );
    await userEvent.click(canvas.getByRole('button', { name: '工程表_11月.pdfをピックアップ' }));
    await expect(args.onTogglePickup).toHaveBeenCalledWith(files[1]);
    await userEvent.click(canvas.getByRole('button', { name: '工程表_11月.pdfを削除' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('「工程表_11月.pdf」を削除しますか？');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(args.onDelete).toHaveBeenCalledWith(files[1]);
  },
};

/** 差し替え on the files the viewer may change: one file, handed to the page with the file it replaces. */
export const Replace: Story = {
  args: { onReplace: fn(), canPickup: false, files: files.map((f) => ({ ...f, canDelete: f.id !== 1 })) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: '差し替え' })).toHaveLength(2);
    const input = canvas.getByLabelText('工程表_11月.pdfの差し替えファイル');
    await expect(input).not.toHaveAttribute('multiple');
    const replacement = new File(['%PDF-1.4'], '工程表_11月_改訂.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, replacement);
    await expect(args.onReplace).toHaveBeenCalledWith(files[1], replacement);
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

/** A partner member: no pickup toggle, 削除 only on their own file. */
export const Member: Story = {
  args: { canPickup: false, files: files.map((f) => ({ ...f, canDelete: f.id === 1 })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /ピックアップ/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /を削除$/ })).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ファイルはありません。')).toBeVisible();
  },
};

/** The second of three files, 45% of its bytes sent; キャンセル stops it and the rest. */
export const Uploading: Story = {
  args: { uploads: uploading, onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('アップロード中 2/3');
    await expect(canvas.getByRole('progressbar', { name: 'アップロード中 2/3' })).toHaveAttribute(
      'value',
      '45',
    );
    await expect(canvas.getByText('45%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'キャンセル' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** After a cancel: the stopped files stay as failed, each with 再試行, and the list says so. */
export const Canceled: Story = {
  args: {
    uploads: {
      done: 0,
      canceled: 2,
      items: [
        { key: 'a', name: '配筋検査 報告書.pdf', status: 'failed', message: UPLOAD_MESSAGE.canceled },
        { key: 'b', name: '近隣挨拶文.docx', status: 'failed', message: UPLOAD_MESSAGE.canceled },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'アップロードをキャンセルしました。送信されなかったファイル：2件',
    );
    await expect(canvas.getAllByText('アップロード失敗：キャンセルしました')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: '再試行' })).toHaveLength(2);
  },
};

export const UploadFailed: Story = {
  args: {
    uploads: failed,
    notice: unsupportedFilesMessage(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/アップロード失敗：/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledWith('c');
  },
};

export const Many: Story = {
  args: {
    files: Array.from({ length: 40 }, (_, i) => ({
      ...(files[i % 3] as BoardFileItem),
      id: 100 + i,
      name: `図面 ${i + 1}.pdf`,
      pickup: i < 2,
    })),
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: {
    files: [
      {
        ...(files[1] as BoardFileItem),
        name: 'とても長いファイル名の工程表が折り返されて表示されることを確かめるための例_2026年11月版.xlsx',
      },
    ],
  },
};
