import { UPLOAD } from '@genba/validators';

type Answer = { id: number; blob?: Blob; error?: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (b: Blob) => void; reject: (e: Error) => void }>();

const workerOf = (): Worker => {
  if (worker) return worker;
  const created = new Worker(new URL('./resize.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<Answer>) => {
    const pending = waiting.get(event.data.id);
    if (!pending) return;
    waiting.delete(event.data.id);
    if (event.data.blob) pending.resolve(event.data.blob);
    else pending.reject(new Error(event.data.error ?? 'resize failed'));
  };
  worker = created;
  return created;
};

/** The photo fitted in 1600×1200 as JPEG (talk §9), resized in the Web Worker; a broken image rejects. */
export const resizeForUpload = (file: Blob): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    workerOf().postMessage({
      id,
      file,
      width: UPLOAD.resize.width,
      height: UPLOAD.resize.height,
      quality: 0.85,
    });
  });

/**
 * The name a resized photo is sent under: the resizer answers JPEG, and the
 * server checks that a file's bytes agree with its extension, so a PNG or
 * HEIC original goes as name.jpg. A pasted screenshot has the browser's name (image.png).
 */
export const resizedPhotoName = (name: string): string => {
  if (/\.jpe?g$/i.test(name)) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
};
