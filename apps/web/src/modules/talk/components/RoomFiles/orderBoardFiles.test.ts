import { makeBuildingFile } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { orderBoardFiles } from './RoomFilesTab.tsx';

describe('orderBoardFiles', () => {
  it('puts pickup-flagged files first and keeps the server order otherwise', () => {
    const files = [
      makeBuildingFile({ id: 1 }),
      makeBuildingFile({ id: 2, pickup_flg: 1 }),
      makeBuildingFile({ id: 3 }),
      makeBuildingFile({ id: 4, pickup_flg: 1 }),
    ];
    expect(orderBoardFiles(files).map((f) => f.id)).toEqual([2, 4, 1, 3]);
  });
});
