import type { GanttProject, GanttTask } from '../ganttTypes.ts';

const task = (
  over: Partial<GanttTask> & Pick<GanttTask, 'id' | 'name' | 'start_date' | 'end_date'>,
): GanttTask => ({
  project_id: 1,
  parent_id: null,
  actual_start_date: null,
  actual_end_date: null,
  status: 2,
  progress: 0,
  color: 'lightBlue',
  members: [],
  ...over,
});

const people = [
  { member_id: 1, name: '山田 太郎', thumbnail_path: null },
  { member_id: 2, name: '鈴木 一郎', thumbnail_path: null },
  { member_id: 3, name: '木村 誠', thumbnail_path: null },
  { member_id: 4, name: '林 勇気', thumbnail_path: null },
  { member_id: 5, name: '田中 美咲', thumbnail_path: null },
];

/** Two sites for stories and tests, pinned to November 2026 (today 2026-11-22). */
export const sampleProjects = (): GanttProject[] => [
  {
    id: 1,
    case_name: '博多駅前ビル 外装改修工事',
    start_date: '2026-09-01',
    end_date: '2027-01-31',
    schedule_status: 1,
    can_edit: true,
    tasks: [
      task({
        id: 10,
        name: '近隣挨拶・準備工',
        start_date: '2026-11-09',
        end_date: '2026-11-13',
        status: 1,
        progress: 100,
        color: 'grey',
        members: people.slice(0, 1),
      }),
      task({
        id: 11,
        name: '足場組立',
        start_date: '2026-11-16',
        end_date: '2026-11-27',
        status: 3,
        progress: 40,
        members: people,
      }),
      task({
        id: 12,
        parent_id: 11,
        name: '足場材搬入',
        start_date: '2026-11-16',
        end_date: '2026-11-17',
        status: 1,
        progress: 100,
        actual_start_date: '2026-11-16',
        actual_end_date: '2026-11-18',
      }),
      task({
        id: 13,
        parent_id: 11,
        name: '足場組立作業',
        start_date: '2026-11-18',
        end_date: '2026-11-25',
        status: 3,
        progress: 30,
      }),
      task({ id: 14, parent_id: 11, name: '足場検査', start_date: '2026-11-26', end_date: '2026-11-27' }),
      task({
        id: 15,
        name: '外壁洗浄',
        start_date: '2026-11-30',
        end_date: '2026-12-04',
        color: 'green',
        members: people.slice(2, 3),
      }),
    ],
  },
  {
    id: 2,
    case_name: '田中様邸 新築工事',
    start_date: '2026-10-15',
    end_date: '2027-03-20',
    schedule_status: 2,
    can_edit: false,
    tasks: [
      task({
        id: 20,
        project_id: 2,
        name: '上棟',
        start_date: '2026-11-24',
        end_date: '2026-11-26',
        color: 'red',
      }),
      task({
        id: 21,
        project_id: 2,
        name: '屋根工事',
        start_date: '2026-11-30',
        end_date: '2026-12-11',
        color: 'blue',
      }),
    ],
  },
];

/** A generated company for performance checks: `projects` sites, `perProject` tasks each (every 4th a parent). */
export const generatedProjects = (
  projects: number,
  perProject: number,
  today = '2026-11-22',
): GanttProject[] => {
  const base = Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 1) / 86_400_000;
  const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
  const colors = ['lightBlue', 'blue', 'green', 'yellow', 'orange', 'red', 'pink', 'purple', 'grey'] as const;
  const out: GanttProject[] = [];
  let id = 1;
  for (let p = 0; p < projects; p++) {
    const tasks: GanttTask[] = [];
    let parent: number | null = null;
    for (let i = 0; i < perProject; i++) {
      const start = base + ((p * 7 + i * 3) % 170);
      const isParent = i % 4 === 0;
      const t: GanttTask = task({
        id,
        project_id: p + 1,
        parent_id: isParent ? null : parent,
        name: `作業${p + 1}-${i + 1}`,
        start_date: iso(start),
        end_date: iso(start + 2 + (i % 9)),
        status: ((i % 3) + 1) as 1 | 2 | 3,
        progress: (i * 13) % 101,
        color: colors[i % colors.length] ?? 'lightBlue',
      });
      if (isParent) parent = id;
      tasks.push(t);
      id += 1;
    }
    out.push({
      id: p + 1,
      case_name: `現場${p + 1}`,
      start_date: iso(base - 60),
      end_date: iso(base + 400),
      schedule_status: 1,
      can_edit: true,
      tasks,
    });
  }
  return out;
};
