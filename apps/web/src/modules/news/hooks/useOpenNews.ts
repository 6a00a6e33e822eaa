import type { TNews } from '@genba/api-client/schemas';
import { useNavigate } from 'react-router';
import { downloadNewsFile, newsDetailPath, type OpenableNews, openActionOf } from '../utils/openNews.ts';
import { useReadNews } from './useNews.ts';

/**
 * Opening an item (talk §4): it is marked read, then the detail page opens (with the item as
 * navigation state, as the spec's route receives it) or the file downloads.
 */
export const useOpenNews = () => {
  const read = useReadNews();
  const navigate = useNavigate();
  return (news: OpenableNews & Partial<TNews>) => {
    if (news.readed !== 1) read.mutate({ body: { news_id: news.id } });
    if (openActionOf(news) === 'detail') void navigate(newsDetailPath(news.id), { state: { news } });
    else if (news.news_file_path) downloadNewsFile(news.news_file_path);
  };
};
