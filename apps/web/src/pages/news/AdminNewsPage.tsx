import type { TAdminNews } from '@genba/api-client/schemas';
import { emptyNewsForm, NewsAdminForm, newsFormToRequest, wireToLocalDateTime } from '@genba/forms';
import { Button, ConfirmDialog, EmptyState } from '@genba/ui';
import { NEWS_TARGET_LABEL, NEWS_TYPE_LABEL } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import { useAdminNews, useInvalidateAdminNews } from '../../modules/news/hooks/useNews.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { LoadingStatus, QueryState } from '../../modules/shell/components/QueryState/index.ts';
import styles from './NewsPage.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; news: TAdminNews } | undefined;

const nowLocal = (): string => {
  const d = new Date(Date.now() + 9 * 3600_000);
  return d.toISOString().slice(0, 16);
};

const NewsEditor = ({ editing, onDone }: { editing: NonNullable<Editing>; onDone: () => void }) => {
  const { client } = useApi();
  const invalidate = useInvalidateAdminNews();
  const news = editing.mode === 'edit' ? editing.news : undefined;
  return (
    <section aria-label={news ? 'お知らせの編集' : 'お知らせの作成'}>
      <h2 className={styles.heading}>{news ? 'お知らせの編集' : 'お知らせの作成'}</h2>
      <NewsAdminForm
        submitLabel={news ? '保存' : '作成'}
        defaultValues={
          news
            ? {
                news_title: news.news_title,
                news_type: news.news_type,
                target: news.target,
                popup: news.popup_flg === 1,
                news_content: news.news_content ?? '',
                news_file_path: news.news_file_path ?? '',
                publish_start: wireToLocalDateTime(news.publish_start),
                publish_end: news.publish_end ? wireToLocalDateTime(news.publish_end) : '',
              }
            : emptyNewsForm(nowLocal())
        }
        onCancel={onDone}
        onSubmit={async (values) => {
          const body = newsFormToRequest(values);
          const result = news
            ? await client.call('admin_news_update', { params: { id: news.id }, body })
            : await client.call('admin_news_create', { body });
          if (result.ok) {
            await invalidate();
            onDone();
          }
          return result;
        }}
      />
    </section>
  );
};

/** /admin/news: system administrators list, create, edit and delete news (talk §6; 30 s time-out, §9). */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const query = useAdminNews();
  const invalidate = useInvalidateAdminNews();
  const [editing, setEditing] = useState<Editing>();
  const [deleteError, setDeleteError] = useState<string>();
  return (
    <MemberLayout title="お知らせ管理" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>お知らせ管理</h1>
          {editing ? null : <Button onClick={() => setEditing({ mode: 'create' })}>新規作成</Button>}
        </div>
        {editing ? <NewsEditor editing={editing} onDone={() => setEditing(undefined)} /> : null}
        {deleteError ? <p role="alert">{deleteError}</p> : null}
        <QueryState
          query={query}
          pending={<LoadingStatus label="お知らせを読み込み中" heights={[40, 40, 40]} />}
        >
          {(data) =>
            data.news.length === 0 ? (
              <EmptyState preset="noData" title="お知らせはありません" />
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">タイトル</th>
                    <th scope="col">種類</th>
                    <th scope="col">表示先</th>
                    <th scope="col">掲載期間</th>
                    <th scope="col">既読</th>
                    <th scope="col">操作</th>
                  </tr>
                </thead>
                <tbody>
                  {data.news.map((n) => (
                    <tr key={n.id}>
                      <td>
                        {n.news_title}
                        {n.popup_flg === 1 ? '（ポップアップ）' : ''}
                      </td>
                      <td>{NEWS_TYPE_LABEL[n.news_type]}</td>
                      <td>{NEWS_TARGET_LABEL[n.target]}</td>
                      <td>
                        {n.publish_start.slice(0, 16)}〜{n.publish_end?.slice(0, 16) ?? ''}
                      </td>
                      <td>{n.read_count}</td>
                      <td>
                        <div className={styles.actions}>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`${n.news_title}を編集`}
                            onClick={() => setEditing({ mode: 'edit', news: n })}
                          >
                            編集
                          </Button>
                          <ConfirmDialog
                            variant="destructive"
                            title="お知らせを削除しますか？"
                            description={`「${n.news_title}」を削除します。元に戻せません。`}
                            confirmLabel="削除"
                            trigger={
                              <Button size="sm" variant="danger" aria-label={`${n.news_title}を削除`}>
                                削除
                              </Button>
                            }
                            onConfirm={async () => {
                              const result = await client.call('delete_news', { params: { id: n.id } });
                              setDeleteError(result.ok ? undefined : result.messages.join('\n'));
                              await invalidate();
                            }}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryState>
      </div>
    </MemberLayout>
  );
};
