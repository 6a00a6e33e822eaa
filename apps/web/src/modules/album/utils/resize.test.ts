import { describe, expect, it } from 'vitest';
import { resizeForUpload } from './resize.ts';

/** A w×h JPEG, left half red and right half blue, made by the browser's own encoder. */
const jpeg = async (w: number, h: number): Promise<Blob> => {
  const canvas = new OffscreenCanvas(w, h);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#f00';
  context.fillRect(0, 0, w / 2, h);
  context.fillStyle = '#00f';
  context.fillRect(w / 2, 0, w / 2, h);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
};

/** The JPEG with an EXIF block saying "turn a quarter clockwise to show" (orientation 6), as a phone writes. */
const turned = async (photo: Blob): Promise<Blob> => {
  const bytes = new Uint8Array(await photo.arrayBuffer());
  // APP1: "Exif", a big-endian TIFF header and one IFD entry, Orientation (0x0112) SHORT 6.
  const app1 = [
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00,
    0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00,
  ];
  return new Blob([bytes.slice(0, 2), new Uint8Array(app1), bytes.slice(2)], { type: 'image/jpeg' });
};

/** Size and the colour near the top-left and top-right corners. */
const look = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  const at = (x: number, y: number) => {
    const [r = 0, , b = 0] = context.getImageData(x, y, 1, 1).data;
    return r > 200 && b < 60 ? 'red' : b > 200 && r < 60 ? 'blue' : `${r},${b}`;
  };
  return {
    width: bitmap.width,
    height: bitmap.height,
    left: at(10, 10),
    right: at(bitmap.width - 10, 10),
  };
};

describe('resizeForUpload', () => {
  it('fits a 12-megapixel JPEG in 1600×1200', async () => {
    const out = await resizeForUpload(await jpeg(4000, 3000));
    expect(out.type).toBe('image/jpeg');
    expect(await look(out)).toEqual({ width: 1600, height: 1200, left: 'red', right: 'blue' });
  });

  it('shows a turned photo upright, fitted by its shown sides', async () => {
    // Turned a quarter clockwise: the red left half shows at the top, the right-hand corner too.
    const out = await resizeForUpload(await turned(await jpeg(4000, 3000)));
    expect(await look(out)).toEqual({ width: 900, height: 1200, left: 'red', right: 'red' });
  });

  it('fits a photo with sides not in eighths, and keeps a small JPEG as it is', async () => {
    expect(await look(await resizeForUpload(await jpeg(4031, 3023)))).toMatchObject({
      width: 1600,
      height: 1200,
    });
    const small = await jpeg(800, 600);
    // The same bytes, back through the worker (a copy of the Blob, not re-encoded).
    const kept = await resizeForUpload(small);
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(new Uint8Array(await small.arrayBuffer()));
  });
});
