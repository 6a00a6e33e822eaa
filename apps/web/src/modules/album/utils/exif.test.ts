import { describe, expect, it } from 'vitest';
import { readExif } from './exif.ts';

/** An 8×8 JPEG made with sharp, whose EXIF DateTimeOriginal is 2026:11:24 09:30:00. */
const SHOT_AT_0930 =
  '/9j/4QDcRXhpZgAASUkqAAgAAAAGABIBAwABAAAAAQAAABoBBQABAAAAVgAAABsBBQABAAAAXgAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAZgAAAAAAAAA4YwAA6AMAADhjAADoAwAABwAAkAcABAAAADAyMTADkAIAFAAAAMAAAAABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAAgAAAADoAQAAQAAAAgAAAAAAAAAMjAyNjoxMToyNCAwOTozMDowMAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAA/9k=';

const jpeg = (base64: string) =>
  new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });

describe('readExif', () => {
  it('sends the shooting date as the camera wrote it, whatever the browser’s time zone', async () => {
    // The test browser keeps the machine's time zone (UTC on this one and in CI): read as a Date and
    // then written in Japan time, 09:30 came out as 18:30.
    expect(await readExif(jpeg(SHOT_AT_0930))).toEqual({
      shotAt: '2026-11-24 09:30:00',
      thumbnailTooLarge: false,
    });
  });

  it('sends no date for a file without EXIF', async () => {
    expect(await readExif(new Blob(['not a photo'], { type: 'image/jpeg' }))).toEqual({
      shotAt: '',
      thumbnailTooLarge: false,
    });
  });
});
