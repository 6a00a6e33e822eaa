import { createBrowserStorage, type TLinkPreview } from '@genba/api-client';
import { type LinkPreviewState, previewStateOf } from '@genba/ui';
import { useEffect, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/** Talk §4: link-preview results are kept for the day, in the browser storage module. */
const storage = createBrowserStorage();
/** One request per URL however many messages name it (a room often repeats one drawing's link). */
const inFlight = new Map<string, Promise<TLinkPreview | null>>();

const toCard = (p: TLinkPreview) =>
  previewStateOf({
    url: p.url,
    title: p.title,
    description: p.description,
    image: p.image,
    siteName: p.site_name,
  });

/** The preview card's state for one link: from today's cache at once, else fetched once through /api/link-preview. */
export const useLinkPreview = (href: string): LinkPreviewState => {
  const { client } = useApi();
  const [state, setState] = useState<LinkPreviewState>(() => {
    const cached = storage.linkPreviews.get(href);
    return cached ? toCard(cached) : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    let request = inFlight.get(href);
    if (!request) {
      request = client.call('linkPreview', { query: { url: href } }).then((result) => {
        if (!result.ok) return null;
        storage.linkPreviews.set(href, result.data);
        return result.data;
      });
      inFlight.set(href, request);
      void request.finally(() => inFlight.delete(href));
    }
    request.then(
      (preview) => live && setState(preview ? toCard(preview) : { status: 'failed' }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [client, href, state.status]);

  return state;
};
