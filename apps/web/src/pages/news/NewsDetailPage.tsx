import type { TNews } from '@genba/api-client/schemas';
import { Button, EmptyState } from '@genba/ui';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useNewsList, useReadNews } from '../../modules/news/hooks/useNews.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { LoadingStatus, QueryState } from '../../modules/shell/components/QueryState/index.ts';
import styles from './NewsPage.module.css';

/** The list passes the whole item; the pop-up passes only TalkNews' few fields, so the page then waits for the list. */
const isNews = (value: unknown): value is TNews =>
  typeof value === 'object' && value !== null && 'news_title' in value && 'publish_start' in value;

const NewsBody = ({ news }: { news: TNews }) => {
  const read = useReadNews();
  const { mutate } = read;
  // Opening marks read (talk §4), also when the page is reached by its address.
  useEffect(() => {
    if (news.readed !== 1) mutate({ body: { news_id: news.id } });
  }, [news.id, news.readed, mutate]);
  return (
    <article aria-labelledby="news-title">
      <h1 id="news-title" className={styles.heading}>
        {news.news_title}
      </h1>
      <p>{news.publish_start.slice(0, 10).replaceAll('-', '/')}</p>
      {news.news_content ? (
        <div
          className={styles.body}
          // The server sanitised this HTML with an allow-list (routes/talkNews/sanitize.ts) before sending it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised news body
          dangerouslySetInnerHTML={{ __html: news.news_content }}
        />
      ) : news.news_file_path ? (
        <a href={news.news_file_path} download>
          ファイルをダウンロード
        </a>
      ) : null}
    </article>
  );
};

/**
 * /news/{id}/detail: the item comes as navigation state (core §2); reached by its address, it is
 * looked up in the member's list instead.
 */
export const Page = () => {
  const { user, company } = useMember();
  const { id } = useParams();
  const state: unknown = useLocation().state;
  const passed = isNews((state as { news?: unknown } | null)?.news)
    ? (state as { news: TNews }).news
    : undefined;
  const query = useNewsList();
  return (
    <MemberLayout title="お知らせ" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <Link to="/news">← お知らせ一覧</Link>
        {passed && String(passed.id) === id ? (
          <NewsBody news={query.data?.news.find((n) => n.id === passed.id) ?? passed} />
        ) : (
          <QueryState
            query={query}
            pending={<LoadingStatus label="お知らせを読み込み中" heights={[32, 120]} />}
          >
            {(data) => {
              const found = data.news.find((n) => String(n.id) === id);
              return found ? (
                <NewsBody news={found} />
              ) : (
                <EmptyState
                  preset="noData"
                  title="お知らせが見つかりません"
                  action={
                    <Button variant="secondary" onClick={() => void query.refetch()}>
                      再読み込み
                    </Button>
                  }
                />
              );
            }}
          </QueryState>
        )}
      </div>
    </MemberLayout>
  );
};
