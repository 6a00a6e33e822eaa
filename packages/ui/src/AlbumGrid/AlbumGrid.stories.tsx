import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { AlbumGrid, type AlbumGridProps } from './AlbumGrid.tsx';
import type { AlbumGridItem } from './albumLayout.ts';
import type { ItemId } from './albumSelection.ts';
import { makeAlbumItems, PLACEHOLDER_SRC } from './fixtures.ts';
import { OrderedAlbumGrid } from './OrderedAlbumGrid.tsx';

/** The grid with its selection held by the story, as a page holds it. */
const Stateful = (
  props: Omit<AlbumGridProps, 'selected' | 'onSelectedChange'> & { initial?: ItemId[]; width?: number },
) => {
  const { initial = [], width = 1000, ...rest } = props;
  const [selected, setSelected] = useState<ReadonlySet<ItemId>>(new Set(initial));
  return (
    <div style={{ width, height: 640 }}>
      <AlbumGrid {...rest} selected={selected} onSelectedChange={setSelected} />
    </div>
  );
};

const meta = {
  title: 'UI/Album/AlbumGrid',
  component: Stateful,
  tags: ['autodocs', 'screenshot'],
  args: { items: makeAlbumItems(40), groupBy: 'folder', onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /IMG_00001\.jpg/ })).toBeVisible();
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const Empty: Story = {
  args: {
    items: [],
    empty: <EmptyState title="写真がありません" description="「写真を追加」から登録できます。" />,
  },
};

export const OneGroup: Story = {
  args: { items: makeAlbumItems(12).map((i) => ({ ...i, folderName: '足場' })) },
};

export const ManyGroupsCollapsed: Story = {
  args: {
    groupBy: 'registrationDate',
    items: makeAlbumItems(400),
    defaultCollapsed: Array.from({ length: 10 }, (_, d) => `2026-11-${String(10 + d).padStart(2, '0')}`),
  },
};

/** 100,000 photos: only the visible rows are mounted. */
export const HundredThousandPhotos: Story = {
  tags: ['!screenshot'],
  args: { items: makeAlbumItems(100_000), groupBy: 'registrationDate' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('button', { name: /^IMG_/ });
    await expect(canvasElement.querySelectorAll('[data-index]').length).toBeLessThanOrEqual(120);
  },
};

export const PartialSelection: Story = {
  args: { items: makeAlbumItems(12).map((i) => ({ ...i, folderName: '外壁塗装' })), initial: [2, 3] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '外壁塗装をすべて選択' });
    await expect(box).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(canvas.getByRole('button', { name: 'IMG_00004.jpg' }));
    await expect(canvas.getByText('3枚選択中')).toBeVisible();
  },
};

export const UploadWithFailures: Story = {
  args: {
    groupBy: 'registrationDate',
    items: [
      ...['a', 'b'].map((k) => ({
        id: `upload-${k}`,
        src: PLACEHOLDER_SRC,
        name: `新しい写真_${k}.jpg`,
        folderName: null,
        registeredDate: '2026-11-22',
        shotDate: null,
        memberName: '',
        status: 'uploading' as const,
      })),
      {
        id: 'upload-c',
        src: PLACEHOLDER_SRC,
        name: '壊れた写真.jpg',
        folderName: null,
        registeredDate: '2026-11-22',
        shotDate: null,
        memberName: '',
        status: 'failed' as const,
      },
      ...makeAlbumItems(6),
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTitle('アップロード失敗')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A smartphone's width: one or two tiles per row (talk and daily cells are 140). */
export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: { width: 340, variant: 'talk', items: makeAlbumItems(20) },
};

/** 外壁 and 屋根: the saved order of 外壁 puts its oldest photo first; one photo was never ordered. */
const orderedItems: AlbumGridItem[] = makeAlbumItems(12).map((item, i) => ({
  ...item,
  pickup: i === 5,
  placeId: i < 8 ? 411 : 412,
  placeName: i < 8 ? '外壁' : '屋根',
  placeSort: i < 8 && i !== 6 ? 7 - i : null,
}));

const OrderedGrid = ({ onSaved }: { onSaved: (ids: ItemId[]) => void }) => (
  <OrderedAlbumGrid items={orderedItems} onSaved={onSaved} height={640} />
);

/**
 * A place grouping (talk §3 place_sort_id): each group in its saved order, the pickup photo first,
 * the never-ordered photo last; the first photo moved one place on from its handle by keyboard.
 */
export const SavedOrder: StoryObj<typeof OrderedGrid> = {
  render: (args) => <OrderedGrid {...args} />,
  args: { onSaved: fn() },
  play: async ({ canvas, args }) => {
    const group = (name: string) => canvas.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(group('外壁')).toHaveTextContent('8枚');
    const handle = canvas.getByRole('button', { name: 'IMG_00008.jpgを並べ替え' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    // Shown as [6 (pickup), 8, 5, 4, 3, 2, 1, 7 (never ordered)]: 8 moves after 5.
    await expect(args.onSaved).toHaveBeenCalledWith([6, 5, 8, 4, 3, 2, 1, 7]);
  },
};
