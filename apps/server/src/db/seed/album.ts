import { sha256Hex } from '../../routes/album/image.ts';
import { SEED_POOL_SIZE, seedPhotoBytes, seedPhotoKey } from '../../routes/album/seedFiles.ts';
import type { Db } from '../client.ts';
import { albumFolders, albumPhotos, albumPhotoTags, albumTagGroups, albumTags } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The project whose album the demo fills (issue 12's fixed point: at least 200 photos). */
export const ALBUM_SEED_PROJECT = '博多駅前ビル 外装改修工事';
export const ALBUM_SEED_PHOTO_COUNT = 240;
/** Every 12th photo is a black-board photo. */
const isBoard = (i: number) => i % 12 === 0;

const op = (checked = true) => ({ album: { checked, pqa: false, required: false } });

/**
 * 240 photos over ten days in four folders with tags, some black-board
 * photos; one set-based insert per table so a test database seeds in
 * milliseconds. The files are generated on first read (routes/album/seedFiles.ts).
 */
export const seedAlbum = async (
  tx: Tx,
  p: { companyId: number; fieldId: number; memberIds: number[] },
): Promise<void> => {
  const [process, part, own] = await tx
    .insert(albumTagGroups)
    .values([
      { companyId: p.companyId, name: '工程', sortId: 0 },
      { companyId: p.companyId, name: '部位', sortId: 1, pqaFlg: 1 },
      // The project's own group (talk §3 field_id): offered for this project's photos only.
      { companyId: p.companyId, fieldId: p.fieldId, name: '外装仕上げ', sortId: 0 },
    ])
    .returning({ id: albumTagGroups.id });
  if (!process || !part || !own) throw new Error('seed: tag groups were not created');
  const tags = await tx
    .insert(albumTags)
    .values([
      { companyId: p.companyId, tagGroupId: process.id, name: '施工前', operations: op(), sortId: 0 },
      { companyId: p.companyId, tagGroupId: process.id, name: '施工中', operations: op(), sortId: 1 },
      { companyId: p.companyId, tagGroupId: process.id, name: '施工後', operations: op(), sortId: 2 },
      { companyId: p.companyId, tagGroupId: part.id, name: '外壁', operations: op(), sortId: 0 },
      { companyId: p.companyId, tagGroupId: part.id, name: '屋上防水', operations: op(), sortId: 1 },
      { companyId: p.companyId, tagGroupId: null, name: '是正指摘', operations: op(false), sortId: 0 },
      { companyId: p.companyId, tagGroupId: own.id, name: 'タイル', operations: op(), sortId: 0 },
      { companyId: p.companyId, tagGroupId: own.id, name: 'シーリング', operations: op(), sortId: 1 },
    ])
    .returning({ id: albumTags.id });
  const folders = await tx
    .insert(albumFolders)
    .values(
      ['足場', '下地補修', '外壁塗装', '完了検査'].map((name, sortId) => ({
        fieldId: p.fieldId,
        name,
        sortId,
      })),
    )
    .returning({ id: albumFolders.id });

  const boardDigests = new Map<number, string>();
  for (let n = 0; n < SEED_POOL_SIZE; n++) {
    const bytes = await seedPhotoBytes(seedPhotoKey(n, true));
    if (bytes) boardDigests.set(n, sha256Hex(bytes));
  }
  const start = Date.parse('2026-11-10T08:00:00+09:00');
  const rows = Array.from({ length: ALBUM_SEED_PHOTO_COUNT }, (_, i) => {
    const board = isBoard(i);
    const key = seedPhotoKey(i, board);
    const registeredAt = new Date(start + Math.floor(i / 24) * 86_400_000 + (i % 24) * 1_200_000);
    return {
      companyId: p.companyId,
      fieldId: p.fieldId,
      registMemberId: p.memberIds[i % p.memberIds.length] ?? p.memberIds[0] ?? 0,
      storageKey: key,
      thumbKey: key,
      uploadFilename: `IMG_${String(1000 + i).padStart(4, '0')}.jpg`,
      contentType: 'image/jpeg',
      byteSize: 0,
      width: 320,
      height: 240,
      sha256: board ? (boardDigests.get(i % SEED_POOL_SIZE) ?? '') : '',
      boardFlg: board ? (1 as const) : (0 as const),
      boardSettings: board
        ? { board_work_contents: [{ tag_name: '外壁', tag_group_name: '部位' }], shooting_date: null }
        : null,
      shotAt: new Date(registeredAt.getTime() - 600_000),
      registeredAt,
      folderId: folders[i % 5]?.id ?? null,
      pickupFlg: i % 50 === 7 ? (1 as const) : (0 as const),
    };
  });
  const photos = await tx.insert(albumPhotos).values(rows).returning({ id: albumPhotos.id });
  const links = photos.flatMap((photo, i) => {
    const chosen = [tags[i % 3], tags[3 + (i % 2)], i % 17 === 0 ? tags[5] : undefined];
    return chosen.flatMap((t) => (t ? [{ photoId: photo.id, tagId: t.id }] : []));
  });
  await tx.insert(albumPhotoTags).values(links);
};
