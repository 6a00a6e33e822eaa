import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  isSupportedDocumentFile,
  isSupportedImageFile,
  isSupportedUploadFile,
} from './files.ts';

describe('isSupportedUploadFile', () => {
  it.each([
    'a.jpg',
    'a.JPEG',
    'b.png',
    'c.Bmp',
    'd.gif',
    'e.pdf',
    'f.xls',
    'g.XLSX',
    'h.doc',
    'i.docx',
    '現場.写真.JPG',
  ])('accepts %s', (s) => expect(isSupportedUploadFile(s)).toBe(true));
  it.each(['a.heic', 'a.txt', 'a.zip', 'jpg', 'a', 'a.jpg.exe', 'a.pptx', ''])('refuses %s', (s) =>
    expect(isSupportedUploadFile(s)).toBe(false),
  );
  it('tells images from documents', () => {
    expect(isSupportedImageFile('a.PNG')).toBe(true);
    expect(isSupportedImageFile('a.pdf')).toBe(false);
    expect(isSupportedDocumentFile('a.pdf')).toBe(true);
    expect(isSupportedDocumentFile('a.gif')).toBe(false);
  });
  it('reads the extension after the last dot', () => {
    expect(fileExtension('a.b.JPG')).toBe('jpg');
    expect(fileExtension('noext')).toBe('');
    // A name that is only an extension still has it (the type check then decides).
    expect(fileExtension('.PDF')).toBe('pdf');
  });
});
