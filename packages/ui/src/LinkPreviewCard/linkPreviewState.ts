/** A link preview as the card draws it (the server's Open Graph fields, talk §7 /api/link-preview). */
export type LinkPreviewData = {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
};

export type LinkPreviewState =
  | { status: 'loading' }
  | { status: 'ready'; preview: LinkPreviewData }
  | { status: 'none' }
  | { status: 'failed' };

/** A page with neither title nor description has nothing worth a card: the link alone stays. */
export const previewStateOf = (preview: LinkPreviewData | null): LinkPreviewState =>
  preview === null || (preview.title === null && preview.description === null)
    ? { status: 'none' }
    : { status: 'ready', preview };

/** The host the card names when the page gives no site name. */
export const siteLabelOf = (preview: LinkPreviewData): string => {
  if (preview.siteName) return preview.siteName;
  try {
    return new URL(preview.url).host;
  } catch {
    return preview.url;
  }
};
