import { newsOpenInput, type TNews } from '@genba/api-client/schemas';
import { type NewsOpenAction, newsOpenAction } from '@genba/validators';

export type OpenableNews = Pick<TNews, 'id' | 'news_type' | 'news_file_path'>;

export const newsDetailPath = (id: number): string => `/news/${id}/detail`;

/** What opening an item does in the browser (the native viewer is the mobile app's). */
export const openActionOf = (news: OpenableNews): NewsOpenAction =>
  newsOpenAction(newsOpenInput(news), false);

/** Downloads a news file in the browser without leaving the page. */
export const downloadNewsFile = (path: string): void => {
  const link = document.createElement('a');
  link.href = path;
  link.download = path.slice(path.lastIndexOf('/') + 1);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
