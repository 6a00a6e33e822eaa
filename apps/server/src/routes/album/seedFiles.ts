import { loadSharp } from './sharp.ts';

/**
 * The demo album's photos are generated here, offline, never downloaded
 * (issue 12): a small pool of distinct JPEGs drawn with sharp from SVG. Seed
 * rows point at `seed/album/<n>.jpg` (black-board ones at
 * `seed/album/<n>_BLACK_BOARD_GP.jpg`); the file route writes a missing seed
 * file into storage on first read, so seeding a test database stays a pure
 * database step.
 */
export const SEED_POOL_SIZE = 8;
const COLOURS = ['#8a9bb0', '#b08a6e', '#6e8f72', '#a3a36b', '#7d6ea3', '#6ea3a0', '#a36e86', '#9a9a9a'];
const KEY = /^seed\/album\/(\d+)(_BLACK_BOARD_GP)?\.jpg$/;

export const seedPhotoKey = (n: number, board: boolean): string =>
  `seed/album/${n % SEED_POOL_SIZE}${board ? '_BLACK_BOARD_GP' : ''}.jpg`;

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

const draw = async (n: number, board: boolean): Promise<Uint8Array<ArrayBuffer>> => {
  const colour = COLOURS[n % COLOURS.length] ?? '#999';
  // A façade of windows; black-board photos carry the board in the corner.
  const windows = Array.from({ length: 12 }, (_, i) => {
    const x = 30 + (i % 4) * 70;
    const y = 30 + Math.floor(i / 4) * 60;
    return `<rect x="${x}" y="${y}" width="40" height="34" fill="#dfe8f0" stroke="#555"/>`;
  }).join('');
  const boardSvg = board
    ? '<rect x="200" y="160" width="110" height="70" fill="#1f4d2b" stroke="#eee" stroke-width="3"/><line x1="210" y1="185" x2="300" y2="185" stroke="#eee"/><line x1="210" y1="205" x2="300" y2="205" stroke="#eee"/>'
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/>${windows}<rect x="0" y="215" width="320" height="25" fill="#555"/>${boardSvg}</svg>`;
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer());
};

/** The bytes of a seed photo key, or null when the key is not one. Deterministic and cached per process. */
export const seedPhotoBytes = (key: string): Promise<Uint8Array<ArrayBuffer> | null> => {
  const match = KEY.exec(key);
  if (!match) return Promise.resolve(null);
  const found = cache.get(key);
  if (found) return found;
  const made = draw(Number(match[1]), match[2] !== undefined);
  cache.set(key, made);
  return made;
};

/** Seed thumbnails are the seed photos themselves (already 320×240). */
export const seedThumbKey = (n: number, board: boolean): string => seedPhotoKey(n, board);
