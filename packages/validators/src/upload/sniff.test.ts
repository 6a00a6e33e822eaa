import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, sniffFileType } from './sniff.ts';

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
