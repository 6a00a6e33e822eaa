/** Open Graph fields of a page's head (og:title, og:description, og:image, og:site_name), with fallbacks. */
export type OpenGraph = {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined;
};

const clean = (value: string | undefined, max: number): string | null => {
  if (value === undefined) return null;
  const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, max);
};

/** Reads the meta tags of the page (only the head matters; the body is never interpreted). */
export const parseOpenGraph = (html: string, base: URL): OpenGraph => {
  const bodyAt = html.search(/<body[\s>]/i);
  const head = bodyAt > 0 ? html.slice(0, bodyAt) : html;
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = (attribute(tag, 'property') ?? attribute(tag, 'name'))?.toLowerCase();
    const content = attribute(tag, 'content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  let image: string | null = null;
  const rawImage = meta.get('og:image');
  if (rawImage) {
    try {
      const url = new URL(decodeEntities(rawImage), base);
      image = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      image = null;
    }
  }
  return {
    title: clean(meta.get('og:title') ?? title, 200),
    description: clean(meta.get('og:description') ?? meta.get('description'), 500),
    image,
    siteName: clean(meta.get('og:site_name'), 100),
  };
};
