import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhotoEditPanel, type PhotoEditPanelProps } from './PhotoEditPanel.tsx';
import { EDIT_PANEL_HEIGHT, EDIT_PANEL_WIDTH } from './panelSize.ts';
import type { EditFolder, EditPhoto, EditTagGroup } from './photoEdit.ts';
import { ResizablePanel } from './ResizablePanel.tsx';

const TAG_GROUPS: EditTagGroup[] = [
  {
    id: 1,
    name: '工程',
    tags: [
      { id: 11, name: '施工前' },
      { id: 12, name: '施工中' },
      { id: 13, name: '施工後' },
    ],
  },
  { id: 2, name: '検査', tags: [{ id: 21, name: '配筋検査' }] },
  { id: 99, name: '不明', tags: [{ id: 31, name: '旧タグ' }] },
];
const FOLDERS: EditFolder[] = [
  { id: 5, name: '足場' },
  { id: 6, name: '外壁塗装' },
];
const photosOf = (n: number): EditPhoto[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, tagIds: i % 2 ? [11, 21] : [11], folderId: 5 }));

/** The panel in its resizable frame, its size held by the story as the album page holds it. */
const Framed = (props: PhotoEditPanelProps & { narrow?: boolean }) => {
  const { narrow = false, ...panel } = props;
  const sizes = narrow ? EDIT_PANEL_HEIGHT : EDIT_PANEL_WIDTH;
  const [size, setSize] = useState<number>(sizes.initial);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: narrow ? 'column' : 'row',
        width: narrow ? 360 : 1000,
        height: 560,
        gap: 8,
      }}
    >
      <div style={{ flex: 1, minWidth: 0, minHeight: 0, background: '#eceef2' }} />
      <ResizablePanel
        label="タグ・フォルダ編集"
        handleLabel={narrow ? '編集パネルの高さ' : '編集パネルの幅'}
        axis={narrow ? 'height' : 'width'}
        edge="start"
        bounds={sizes}
        size={size}
        onSizeChange={setSize}
      >
        <PhotoEditPanel {...panel} />
      </ResizablePanel>
    </div>
  );
};

const meta = {
  title: 'UI/Album/PhotoEditPanel',
  component: Framed,
  tags: ['autodocs', 'screenshot'],
  args: {
    photos: photosOf(2),
    tagGroups: TAG_GROUPS,
    folders: FOLDERS,
    onApply: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof Framed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two photos: 施工前 on both (checked), 配筋検査 on one (indeterminate). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '2枚の写真を編集' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '施工前' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '配筋検査' })).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByRole('button', { name: '適用' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '配筋検査' }));
    await userEvent.selectOptions(canvas.getByLabelText('フォルダ'), '外壁塗装');
    await userEvent.click(canvas.getByRole('button', { name: '適用' }));
    await expect(args.onApply).toHaveBeenCalledWith({ addTagIds: [21], removeTagIds: [], folder: 6 });
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const EmptySelection: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '写真が選択されていません' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '適用' })).toBeNull();
  },
};

export const OnePhoto: Story = {
  args: { photos: [{ id: 1, tagIds: [12], folderId: null }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '施工中' })).toBeChecked();
    await expect(canvas.getByRole('option', { name: '変更しない（フォルダなし）' })).toBeInTheDocument();
  },
};

/** 100,000 photos of several projects: the tag states come from one pass; the folder cannot change. */
export const ManyPhotos: Story = {
  args: { photos: photosOf(100_000), folders: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '100,000枚の写真を編集' })).toBeVisible();
    await expect(
      canvas.getByText('複数の現場の写真を選んでいるため、フォルダは変更できません。'),
    ).toBeVisible();
  },
};

/** The handle by keyboard: arrows move it 16 px, Home and End go to the designed bounds. */
export const KeyboardResize: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: '編集パネルの幅' });
    await expect(handle).toHaveAttribute('aria-valuenow', String(EDIT_PANEL_WIDTH.initial));
    await expect(handle).toHaveAttribute('aria-valuemin', String(EDIT_PANEL_WIDTH.min));
    await expect(handle).toHaveAttribute('aria-valuemax', String(EDIT_PANEL_WIDTH.max));
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(EDIT_PANEL_WIDTH.initial + 16));
    await userEvent.keyboard('{Home}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(EDIT_PANEL_WIDTH.min));
    const panel = canvas.getByRole('region', { name: 'タグ・フォルダ編集' });
    await expect(panel.getBoundingClientRect().width).toBe(EDIT_PANEL_WIDTH.min);
    await userEvent.keyboard('{End}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(EDIT_PANEL_WIDTH.max));
  },
};

/** The handle by pointer: dragging it 40 px to the left widens the right-hand panel by 40 px. */
export const PointerResize: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: '編集パネルの幅' });
    const box = handle.getBoundingClientRect();
    const at = (x: number) => ({ clientX: x, clientY: box.top + 10, pointerId: 1, button: 0, bubbles: true });
    handle.dispatchEvent(new PointerEvent('pointerdown', at(box.left)));
    handle.dispatchEvent(new PointerEvent('pointermove', at(box.left - 40)));
    handle.dispatchEvent(new PointerEvent('pointerup', at(box.left - 40)));
    // A pointer move is not a discrete event: React renders it on the next frame.
    await waitFor(() =>
      expect(handle).toHaveAttribute('aria-valuenow', String(EDIT_PANEL_WIDTH.initial + 40)),
    );
    await expect(handle).toHaveFocus();
  },
};

/** 360 px phone width: the panel stacks under the grid and its handle changes the height. */
export const Narrow: Story = {
  args: { narrow: true },
  play: async ({ canvas }) => {
    const handle = canvas.getByRole('separator', { name: '編集パネルの高さ' });
    await expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(handle).toHaveAttribute('aria-valuenow', String(EDIT_PANEL_HEIGHT.initial - 16));
  },
};
