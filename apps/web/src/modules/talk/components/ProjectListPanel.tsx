import { EmptyState } from '@genba/ui';
import { LoadingStatus, QueryState } from '../../shell/components/QueryState/index.ts';
import { useProjectList } from '../hooks/useProjectList.ts';
import { useTalkEvents } from '../hooks/useTalkEvents.ts';
import { ProjectList } from './ProjectList/index.ts';
import styles from './ProjectListPanel.module.css';

/** The project list with its three other states: loading, empty and failed (with a retry). */
export const ProjectListPanel = () => {
  const projects = useProjectList();
  // Unread and mention badges follow the live events (issue 11 §4).
  useTalkEvents(() => void projects.refetch());
  return (
    <section
      className={styles.panel}
      aria-labelledby="project-list-title"
      aria-busy={projects.isPending || undefined}
    >
      <h2 id="project-list-title" className={styles.title}>
        現場一覧
      </h2>
      <QueryState
        query={projects}
        showRetrying
        pending={
          <LoadingStatus label="現場一覧を読み込み中" heights={[64, 64, 64]} className={styles.loading} />
        }
      >
        {(data) =>
          data.projects.length === 0 ? (
            <EmptyState preset="noData" description="参加している現場はまだありません。" />
          ) : (
            <ProjectList projects={data.projects} />
          )
        }
      </QueryState>
    </section>
  );
};
