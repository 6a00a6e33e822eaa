import type { AlbumGridItem } from './albumLayout.ts';

/** A grey 1×1 GIF: stories and tests load no network image. */
export const PLACEHOLDER_SRC =
  'data:image/gif;base64,R0lGODlhAQABAIAAAMfM1AAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==';

const FOLDERS = ['足場', '下地補修', '外壁塗装', null] as const;
const MEMBERS = ['山田 太郎', '鈴木 一郎', '田中 美咲'] as const;

/** n deterministic photos over ten days in four folders (stories, tests, the benchmark). */
export const makeAlbumItems = (n: number, start = 1): AlbumGridItem[] =>
  Array.from({ length: n }, (_, k) => {
    const i = start + k;
    const day = String(10 + (i % 10)).padStart(2, '0');
    return {
      id: i,
      src: PLACEHOLDER_SRC,
      name: `IMG_${String(i).padStart(5, '0')}.jpg`,
      folderName: FOLDERS[i % FOLDERS.length] ?? null,
      registeredDate: `2026-11-${day}`,
      shotDate: `2026-11-${day}`,
      memberName: MEMBERS[i % MEMBERS.length] ?? '山田 太郎',
      board: i % 12 === 0,
      pickup: i % 50 === 7,
    };
  });
