import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AlbumGrid } from './AlbumGrid.tsx';
import type { AlbumGridItem } from './albumLayout.ts';
import type { ItemId } from './albumSelection.ts';
import { makeAlbumItems, PLACEHOLDER_SRC } from './fixtures.ts';
import { OrderedAlbumGrid } from './OrderedAlbumGrid.tsx';

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

/** A place grouping whose order the harness keeps as the caller would after saving it. */
const OrderHarness = (props: { items: AlbumGridItem[]; onSaved: (ids: ItemId[]) => void }) => (
  <OrderedAlbumGrid {...props} height={700} />
);

const placed = (count: number) =>
  makeAlbumItems(count).map((item) => ({
    ...item,
    pickup: false,
    placeId: 411,
    placeName: '外壁',
    placeSort: null,
  }));

const tileNames = () =>
  [...document.querySelectorAll('[data-index] img')].map((img) => img.getAttribute('alt'));

describe('AlbumGrid order (place and time groupings)', () => {
  it('moves a photo with the keyboard from its handle and announces it in Japanese', async () => {
    const saved: ItemId[][] = [];
    const screen = await render(<OrderHarness items={placed(6)} onSaved={(ids) => saved.push(ids)} />);
    const before = tileNames();
    const handle = screen.getByRole('button', { name: `${before[0]}を並べ替え` });
    await expect.element(handle).toBeVisible();
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    // Lifted: the handle is pressed and the live region says where the photo is.
    await expect.element(handle).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => document.body.textContent)
      .toContain(`${before[0]}を6枚中1番目に移動しています。`);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect.poll(() => saved.length).toBe(1);
    await expect.poll(tileNames).toEqual([before[1], before[0], ...before.slice(2)]);
    await expect.poll(() => document.body.textContent).toContain('6枚中2番目に置きました。');
    // Focus follows the photo to its new place, ready for another move.
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label'))
      .toBe(`${before[0]}を並べ替え`);
  });

  it('drags a photo with the pointer; a click without a move still selects', async () => {
    const saved: ItemId[][] = [];
    const screen = await render(<OrderHarness items={placed(6)} onSaved={(ids) => saved.push(ids)} />);
    const before = tileNames();
    const first = screen.getByRole('button', { name: before[0] ?? '', exact: true });
    await userEvent.click(first);
    await expect.element(first).toHaveAttribute('aria-pressed', 'true');
    const target = document.querySelector<HTMLElement>('[data-index="2"]');
    if (!target) throw new Error('no third tile');
    // A pointer drag in steps, as a hand moves (one jump would not pass over the tiles between).
    const from = (first.element() as HTMLElement).getBoundingClientRect();
    const to = target.getBoundingClientRect();
    const at = (t: number) => ({
      clientX: from.x + from.width / 2 + (to.x - from.x) * t,
      clientY: from.y + from.height / 2 + (to.y - from.y) * t,
    });
    const pointer = { bubbles: true, cancelable: true, isPrimary: true, pointerId: 1, button: 0, buttons: 1 };
    first.element().dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...at(0) }));
    for (let step = 1; step <= 10; step++) {
      document.dispatchEvent(new PointerEvent('pointermove', { ...pointer, ...at(step / 10) }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    document.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0, ...at(1) }));
    await expect.poll(() => saved.length).toBe(1);
    await expect.poll(tileNames).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  });

  it('keeps the mounted tiles bounded with 100,000 photos in one place', async () => {
    await render(<OrderHarness items={placed(100_000)} onSaved={() => {}} />);
    await expect.poll(() => document.querySelectorAll('[data-index]').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[data-index]').length).toBeLessThanOrEqual(120);
    expect(document.querySelectorAll('*').length).toBeLessThan(1500);
  });
});
