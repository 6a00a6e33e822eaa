import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPE_OF,
  contentMatchesExtension,
  imageHeaderSize,
  SNIFFED_TYPES,
  sniffFileType,
} from './sniff.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('sniffFileType', () => {
  it('recognises the allowed types by their first bytes', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffFileType(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileType(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('zip');
  });
  it('refuses HTML, scripts and truncated headers', () => {
    expect(sniffFileType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
  });
});

describe('contentMatchesExtension', () => {
  it('lets images carry any image extension but keeps documents to theirs', () => {
    expect(contentMatchesExtension('png', 'JPG')).toBe(true);
    expect(contentMatchesExtension('jpeg', 'pdf')).toBe(false);
    expect(contentMatchesExtension('pdf', 'jpg')).toBe(false);
    expect(contentMatchesExtension('zip', 'docx')).toBe(true);
  });
});

describe('imageHeaderSize', () => {
  it('reads PNG and GIF sizes from the header', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const v = new DataView(png.buffer);
    v.setUint32(16, 30000);
    v.setUint32(20, 20000);
    expect(imageHeaderSize(png)).toEqual({ width: 30000, height: 20000 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x00, 0x20, 0x00]);
    expect(imageHeaderSize(gif)).toEqual({ width: 16, height: 32 });
  });
  it('walks JPEG segments to the frame header', () => {
    // SOI, APP0 (length 4), SOF0 with height 480, width 640.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80,
    ]);
    expect(imageHeaderSize(jpeg)).toEqual({ width: 640, height: 480 });
  });
  it('gives null for a truncated header', () => {
    expect(imageHeaderSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });
});

describe('the rarer types', () => {
  it('recognises BMP and the OLE container of doc and xls', () => {
    expect(sniffFileType(new TextEncoder().encode('BM6'))).toBe('bmp');
    expect(sniffFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole');
    expect(sniffFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a))).toBeNull();
  });

  it('reads a BMP size from its info header, bottom-up (negative height) included', () => {
    const bmp = new Uint8Array(26);
    bmp.set([0x42, 0x4d]);
    const v = new DataView(bmp.buffer);
    v.setInt32(18, 800, true);
    v.setInt32(22, -600, true);
    expect(imageHeaderSize(bmp)).toEqual({ width: 800, height: 600 });
    expect(imageHeaderSize(bmp.slice(0, 25))).toBeNull();
  });

  it('skips JPEG fill bytes and markers without a length on the way to the frame header', () => {
    // SOI, a fill byte, RST0 (no length), SOF2 with height 480, width 640.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xff, 0xd0, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80,
    ]);
    expect(imageHeaderSize(jpeg)).toEqual({ width: 640, height: 480 });
  });
});

describe('extensions and content types of each sniffed type', () => {
  const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'];
  const ALLOWED: Record<(typeof SNIFFED_TYPES)[number], string[]> = {
    jpeg: IMAGE_EXTENSIONS,
    png: IMAGE_EXTENSIONS,
    gif: IMAGE_EXTENSIONS,
    bmp: IMAGE_EXTENSIONS,
    pdf: ['pdf'],
    ole: ['doc', 'xls'],
    zip: ['docx', 'xlsx'],
  };
  const EVERY = [...IMAGE_EXTENSIONS, 'pdf', 'doc', 'xls', 'docx', 'xlsx', ''];

  it.each(SNIFFED_TYPES)('%s agrees with its own extensions only (any case)', (type) => {
    for (const ext of EVERY) {
      expect(contentMatchesExtension(type, ext), `${type} .${ext}`).toBe(ALLOWED[type].includes(ext));
      expect(contentMatchesExtension(type, ext.toUpperCase()), `${type} .${ext.toUpperCase()}`).toBe(
        ALLOWED[type].includes(ext),
      );
    }
  });

  it('answers images with their own type and documents as downloads', () => {
    expect(CONTENT_TYPE_OF).toEqual({
      jpeg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
      bmp: 'image/bmp',
      pdf: 'application/pdf',
      ole: 'application/octet-stream',
      zip: 'application/octet-stream',
    });
  });
});

describe('imageHeaderSize: the JPEG walk', () => {
  // SOF0 of a 640×480 frame: marker, length 17, precision 8, height 480, width 640.
  const SOF0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80];
  const jpeg = (...segments: number[][]) => new Uint8Array([0xff, 0xd8, ...segments.flat()]);

  it('reads the frame header of every SOF marker, C0 to CF', () => {
    for (const marker of [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      expect(imageHeaderSize(jpeg([0xff, marker, ...SOF0.slice(2)])), marker.toString(16)).toEqual({
        width: 640,
        height: 480,
      });
    }
  });

  it('skips the DHT, JPG and DAC segments (C4, C8, CC) and other segments with a length', () => {
    // Each segment of length 4 holds two bytes that would read as a 0×0 frame if taken for one.
    for (const marker of [0xc4, 0xc8, 0xcc, 0xb0, 0xe1, 0xfe]) {
      expect(
        imageHeaderSize(jpeg([0xff, marker, 0x00, 0x04, 0x00, 0x00], SOF0)),
        marker.toString(16),
      ).toEqual({
        width: 640,
        height: 480,
      });
    }
  });

  it('steps over markers without a length: a stray SOI, TEM and RST0–RST7', () => {
    for (const marker of [0xd8, 0x01, 0xd0, 0xd7]) {
      expect(imageHeaderSize(jpeg([0xff, marker], SOF0)), marker.toString(16)).toEqual({
        width: 640,
        height: 480,
      });
    }
  });

  it('takes an empty segment (length 2) and refuses one whose length is below its own two bytes', () => {
    expect(imageHeaderSize(jpeg([0xff, 0xe0, 0x00, 0x02], SOF0))).toEqual({ width: 640, height: 480 });
    expect(imageHeaderSize(jpeg([0xff, 0xe0, 0x00, 0x01], SOF0))).toBeNull();
  });

  it('gives null when a segment is not followed by a marker, or the frame header is cut short', () => {
    expect(imageHeaderSize(jpeg([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0x12], SOF0.slice(1)))).toBeNull();
    expect(imageHeaderSize(jpeg(SOF0.slice(0, 7)))).toBeNull();
    expect(imageHeaderSize(jpeg(SOF0.slice(0, 8)))).toBeNull();
  });

  it('reads no size from a file that is not an image, whatever follows its first bytes', () => {
    expect(imageHeaderSize(new Uint8Array([0x00, 0x00, ...SOF0]))).toBeNull();
    expect(imageHeaderSize(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, ...SOF0]))).toBeNull();
  });
});
