/// <reference lib="webworker" />
/**
 * Resizes a photo to fit 1600×1200 as JPEG off the main thread (talk §9),
 * with OffscreenCanvas. A photo already inside the box is re-encoded only if
 * it is not a JPEG. Black-board photos never come here (sent as shot).
 */
type Request = { id: number; file: Blob; width: number; height: number; quality: number };
type Answer = { id: number; blob?: Blob; error?: string };
type Size = { width: number; height: number };

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** A JPEG's stored size from its frame header (SOFn), or null; the EXIF block before it is at most 64 kB. */
const jpegSize = async (file: Blob): Promise<Size | null> => {
  const bytes = new Uint8Array(await file.slice(0, 192 * 1024).arrayBuffer());
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 8 < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1] ?? 0;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): height, then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return {
        height: ((bytes[i + 5] ?? 0) << 8) | (bytes[i + 6] ?? 0),
        width: ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0),
      };
    i += 2 + (((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0));
  }
  return null;
};

/**
 * A big JPEG decoded at the smallest of the decoder's eighths (DCT scaling)
 * that still covers the box either way round (the EXIF orientation is known
 * only once decoded): a 12-megapixel photo decodes at 2000×1500, a quarter of
 * its pixels, which was most of the resize's time (issue 12). Null when the
 * browser has no ImageDecoder or the photo needs no scaling.
 */
const decodeScaled = async (file: Blob, box: Size): Promise<{ frame: VideoFrame; size: Size } | null> => {
  if (file.type !== 'image/jpeg' || typeof ImageDecoder === 'undefined') return null;
  const size = await jpegSize(file);
  if (!size || size.width === 0 || size.height === 0) return null;
  const fit = Math.max(
    Math.min(box.width / size.width, box.height / size.height),
    Math.min(box.width / size.height, box.height / size.width),
  );
  const eighths = Math.ceil(fit * 8);
  if (eighths >= 8) return null;
  // One pixel over the eighth's size: the decoder rounds its scale down.
  const decoder = new ImageDecoder({
    data: file.stream(),
    type: file.type,
    desiredWidth: Math.ceil((size.width * eighths) / 8) + 1,
    desiredHeight: Math.ceil((size.height * eighths) / 8) + 1,
  });
  try {
    return { frame: (await decoder.decode()).image, size };
  } finally {
    decoder.close();
  }
};

/** The photo as the canvas draws it (its EXIF orientation applied), and its size as shot. */
const decode = async (
  file: Blob,
  box: Size,
): Promise<{ image: CanvasImageSource & { close(): void }; shot: Size }> => {
  const scaled = await decodeScaled(file, box).catch(() => null);
  if (scaled) {
    const { frame, size } = scaled;
    // A quarter turn (EXIF orientation 5–8) swaps the displayed sides.
    const turned = frame.displayWidth > frame.displayHeight !== frame.codedWidth > frame.codedHeight;
    const shot = turned ? { width: size.height, height: size.width } : size;
    const ratio = Math.min(1, box.width / shot.width, box.height / shot.height);
    // Never drawn larger than decoded (a decoder that scaled further than asked): the full decode then.
    if (
      frame.displayWidth >= Math.round(shot.width * ratio) &&
      frame.displayHeight >= Math.round(shot.height * ratio)
    )
      return { image: frame, shot };
    frame.close();
  }
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return { image: bitmap, shot: { width: bitmap.width, height: bitmap.height } };
};

scope.onmessage = async (event: MessageEvent<Request>) => {
  const { id, file, width, height, quality } = event.data;
  try {
    const { image, shot } = await decode(file, { width, height });
    const ratio = Math.min(1, width / shot.width, height / shot.height);
    if (ratio === 1 && file.type === 'image/jpeg') {
      image.close();
      scope.postMessage({ id, blob: file } satisfies Answer);
      return;
    }
    const w = Math.max(1, Math.round(shot.width * ratio));
    const h = Math.max(1, Math.round(shot.height * ratio));
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0, w, h);
    image.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    scope.postMessage({ id, blob } satisfies Answer);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Answer);
  }
};
