import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AlbumGrid } from './AlbumGrid.tsx';
import type { AlbumGridItem } from './albumLayout.ts';
import type { ItemId } from './albumSelection.ts';
import { makeAlbumItems, PLACEHOLDER_SRC } from './fixtures.ts';

const Harness = ({ items }: { items: AlbumGridItem[] }) => {
  const [selected, setSelected] = useState<ReadonlySet<ItemId>>(new Set());
  return (
    <div style={{ width: 1000, height: 700 }}>
      <AlbumGrid items={items} groupBy="folder" selected={selected} onSelectedChange={setSelected} />
    </div>
  );
};

describe('AlbumGrid', () => {
  it('mounts at most 120 tiles for 100,000 photos, each an image named by its file', async () => {
    const screen = await render(<Harness items={makeAlbumItems(100_000)} />);
    // The first group (下地補修) starts with its pickup photos (IMG_00057 is the first).
    await expect.element(screen.getByRole('button', { name: 'IMG_00057.jpg ピックアップ' })).toBeVisible();
    const tiles = document.querySelectorAll('[data-index]');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(120);
    expect(document.querySelectorAll('*').length).toBeLessThan(1500);
  });

  it('requests no thumbnail for the rows a fling passes, and loads them where the scroll settles', async () => {
    const screen = await render(<Harness items={makeAlbumItems(100_000)} />);
    await expect.element(screen.getByRole('button', { name: 'IMG_00057.jpg ピックアップ' })).toBeVisible();
    const scroller = document.querySelector<HTMLElement>('section[aria-label="写真一覧"]');
    if (!scroller) throw new Error('no grid');
    // The grid images' sources after the first render the jump causes.
    let first: string[] | undefined;
    const observer = new MutationObserver(() => {
      first ??= [
        ...new Set([...scroller.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '')),
      ];
    });
    observer.observe(scroller, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['src'],
    });
    scroller.scrollTop = 1_000_000; // far more than a screen in one step
    await expect.poll(() => first).toBeDefined();
    // A blank stand-in (one shared GIF), never a thumbnail of the rows flown past.
    expect(first).toHaveLength(1);
    expect(first?.[0]).toMatch(/^data:image\/gif/);
    expect(first).not.toContain(PLACEHOLDER_SRC);
    // Settled: the tiles in view get their thumbnails.
    await expect
      .poll(() => [...scroller.querySelectorAll('[data-index] img')].map((img) => img.getAttribute('src')))
      .toSatisfy(
        (srcs: (string | null)[]) => srcs.length > 0 && srcs.every((src) => src === PLACEHOLDER_SRC),
      );
    observer.disconnect();
  });

  it('selects by click and shift-click; the group box turns indeterminate, then checked', async () => {
    const items = makeAlbumItems(8).map((i) => ({ ...i, folderName: '足場' }));
    const screen = await render(<Harness items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'IMG_00002.jpg' }));
    const groupBox = screen.getByRole('checkbox', { name: '足場をすべて選択' });
    await expect.element(groupBox).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(screen.getByRole('button', { name: 'IMG_00004.jpg' }));
    await userEvent.keyboard('{/Shift}');
    await expect
      .element(screen.getByRole('button', { name: 'IMG_00003.jpg' }))
      .toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: /すべて選択（8枚）/ }));
    await expect.element(groupBox).toHaveAttribute('data-state', 'checked');
    await expect.element(screen.getByText('8枚選択中')).toBeVisible();
  });

  it('moves with the arrow keys and toggles with space', async () => {
    const items = makeAlbumItems(8).map((i) => ({ ...i, folderName: '足場' }));
    const screen = await render(<Harness items={items} />);
    const pickupFirst = screen.getByRole('button', { name: 'IMG_00007.jpg ピックアップ' });
    await userEvent.click(pickupFirst);
    await userEvent.keyboard('{ArrowRight} ');
    await expect
      .element(screen.getByRole('button', { name: 'IMG_00001.jpg' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a focused tile on its photo while the wheel scrolls its row within the view', async () => {
    const items = makeAlbumItems(200).map((i) => ({ ...i, folderName: '足場', pickup: false }));
    const screen = await render(<Harness items={items} />);
    const scroller = document.querySelector<HTMLElement>('section[aria-label="写真一覧"]');
    if (!scroller) throw new Error('no grid');
    // 5 tiles of 200 px a row: IMG_00016 is on the fourth row, two screens' rows of overscan below the top.
    const tile = screen.getByRole('button', { name: 'IMG_00016.jpg' });
    await userEvent.click(tile);
    const alt = () => document.activeElement?.querySelector('img')?.getAttribute('alt');
    expect(alt()).toBe('IMG_00016.jpg');
    // Three rows down: the rows above leave the mounted set, the focused row stays in view.
    scroller.scrollTop = 600;
    await expect.poll(() => document.querySelector('[data-index-row="0"]')).toBeNull();
    expect(alt()).toBe('IMG_00016.jpg');
  });

  it('collapses a group to its header with its count', async () => {
    const screen = await render(<Harness items={makeAlbumItems(8)} />);
    const header = screen.getByRole('button', { name: /足場\s*2枚/ });
    await userEvent.click(header);
    await expect.element(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'IMG_00004.jpg' }).query()).toBeNull();
  });
});
