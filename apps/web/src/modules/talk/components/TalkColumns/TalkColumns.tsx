import type { ReactNode } from 'react';
import { GroupList } from '../GroupList/index.ts';
import styles from './TalkColumns.module.css';

export type TalkColumnsProps = {
  /** 'list' on /talk; 'room' when a room is open (phones then show the room alone). */
  view: 'list' | 'room';
  onTabChange?: ((title: string) => void) | undefined;
  now?: Date | undefined;
  children: ReactNode;
};

/**
 * /talk on PC: the group list column beside the room (issue 11 §10); on
 * phones the list, then the room (talk §2), chosen by `view`.
 */
export const TalkColumns = ({ view, onTabChange, now, children }: TalkColumnsProps) => (
  <div className={styles.columns} data-view={view}>
    <div className={styles.list}>
      <GroupList now={now} onTabChange={onTabChange} />
    </div>
    <div className={styles.main}>{children}</div>
  </div>
);
