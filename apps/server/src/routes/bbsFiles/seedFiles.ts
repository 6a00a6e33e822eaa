import type { StorageAdapter } from '../../adapters/index.ts';

/**
 * The demo board's files are generated here, offline (as the album's seed photos are): seed
 * rows point at `seed/bbs/<slug>.pdf`, and the download route writes a missing seed file into
 * storage on first read, so seeding a test database stays a pure database step. Each is a
 * small one-page PDF whose text names the document.
 */
const KEY = /^seed\/bbs\/([a-z0-9-]+)\.pdf$/;

export const seedBoardFileKey = (slug: string): string => `seed/bbs/${slug}.pdf`;

/** A one-page PDF 1.4 with one line of Helvetica text; the xref offsets are computed, so readers accept it. */
export const seedPdf = (title: string): Uint8Array<ArrayBuffer> => {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
};

/** The demo documents: slug → the English line the PDF shows (the board lists the Japanese name). */
export const SEED_BOARD_DOCUMENTS: Record<string, string> = {
  spec: 'Exterior renovation - specification',
  schedule: 'Work schedule - November',
  scaffold: 'Scaffold plan',
};

/** A stored board file's bytes; a seed key missing from storage is generated and kept. */
export const readBoardFileBytes = async (
  storage: StorageAdapter,
  key: string,
): Promise<Uint8Array<ArrayBuffer> | null> => {
  const stored = await storage.get(key);
  if (stored) return stored;
  const slug = KEY.exec(key)?.[1];
  const title = slug === undefined ? undefined : SEED_BOARD_DOCUMENTS[slug];
  if (title === undefined) return null;
  const generated = seedPdf(title);
  await storage.put(key, generated, 'application/pdf');
  return generated;
};
