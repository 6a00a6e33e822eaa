import { Button, EmptyState, Skeleton } from '@genba/ui';
import { useProjectList } from '../hooks/useProjectList.ts';
import { useTalkEvents } from '../hooks/useTalkEvents.ts';
import { ProjectList } from './ProjectList/index.ts';
import styles from './ProjectListPanel.module.css';

/** The project list with its three other states: loading, empty and failed (with a retry). */
export const ProjectListPanel = () => {
  const { data, isPending, isError, refetch, isRefetching } = useProjectList();
  // Unread and mention badges follow the live events (issue 11 §4).
  useTalkEvents(() => void refetch());
  return (
    <section className={styles.panel} aria-labelledby="project-list-title" aria-busy={isPending || undefined}>
      <h2 id="project-list-title" className={styles.title}>
        現場一覧
      </h2>
      {isPending ? (
        <div className={styles.loading} role="status" aria-label="現場一覧を読み込み中">
          <Skeleton shape="rect" height={64} />
          <Skeleton shape="rect" height={64} />
          <Skeleton shape="rect" height={64} />
        </div>
      ) : isError ? (
        <EmptyState
          preset="fetchFailed"
          action={
            <Button variant="secondary" loading={isRefetching} onClick={() => void refetch()}>
              再読み込み
            </Button>
          }
        />
      ) : data.projects.length === 0 ? (
        <EmptyState preset="noData" description="参加している現場はまだありません。" />
      ) : (
        <ProjectList projects={data.projects} />
      )}
    </section>
  );
};
