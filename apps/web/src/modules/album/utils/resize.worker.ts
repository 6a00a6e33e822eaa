/// <reference lib="webworker" />
/**
 * Resizes a photo to fit 1600×1200 as JPEG off the main thread (talk §9),
 * with OffscreenCanvas. A photo already inside the box is re-encoded only if
 * it is not a JPEG. Black-board photos never come here (sent as shot).
 */
type Request = { id: number; file: Blob; width: number; height: number; quality: number };
type Answer = { id: number; blob?: Blob; error?: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<Request>) => {
  const { id, file, width, height, quality } = event.data;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const ratio = Math.min(1, width / bitmap.width, height / bitmap.height);
    if (ratio === 1 && file.type === 'image/jpeg') {
      bitmap.close();
      scope.postMessage({ id, blob: file } satisfies Answer);
      return;
    }
    const w = Math.max(1, Math.round(bitmap.width * ratio));
    const h = Math.max(1, Math.round(bitmap.height * ratio));
    const canvas = new OffscreenCanvas(w, h);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0, w, h);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    scope.postMessage({ id, blob } satisfies Answer);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Answer);
  }
};
