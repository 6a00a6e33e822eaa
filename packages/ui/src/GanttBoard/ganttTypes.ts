import type { ScheduleStatus, TaskColor, TaskStatus } from '@genba/validators';

/** A task as the board draws it (the api-client's TScheduleTask fits). */
export type GanttTask = {
  id: number;
  project_id: number;
  parent_id: number | null;
  name: string;
  start_date: string;
  end_date: string;
  actual_start_date: string | null;
  actual_end_date: string | null;
  status: TaskStatus;
  progress: number;
  color: TaskColor;
  /** `company_name`: a partner company's worker's company (shown with his name); absent or null for one's own. */
  members: readonly {
    member_id: number;
    name: string;
    thumbnail_path: string | null;
    company_name?: string | null;
  }[];
};

/** A project group (the api-client's TScheduleProject fits). */
export type GanttProject = {
  id: number;
  case_name: string;
  start_date: string | null;
  end_date: string | null;
  schedule_status: ScheduleStatus;
  can_edit: boolean;
  tasks: readonly GanttTask[];
};

export type GanttDateChange = { id: number; start_date: string; end_date: string };

/**
 * One of a site's own actions (確定, 追加…): a button on the row of a wide board, an item of the
 * row's 「…の操作」 menu on a phone. Both call the same `onSelect` under the same accessible name.
 */
export type GanttProjectAction = {
  key: string;
  /** The short visible text of the wide board's button (確定). */
  label: string;
  /** The phone menu item's text, where a row has room for more (工程を確定); `label` if not given. */
  menuLabel?: string;
  /** The accessible name, which contains the label (博多駅前ビル 外装改修工事の工程を確定). */
  accessibleName: string;
  variant?: 'secondary' | 'ghost';
  onSelect: () => void;
};
