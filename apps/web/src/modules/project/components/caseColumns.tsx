import type { TCaseRow, TCompletionStatusSetting } from '@genba/api-client';
import type { DataTableColumn } from '@genba/ui';
import {
  CASE_COLUMN_LABEL,
  CASE_SORT_COLUMNS,
  type CaseColumn,
  constructionTypeLabel,
} from '@genba/validators';
import { StatusBadge } from './StatusBadge.tsx';

/** The shared room URL convention: a project room is /talk/field/:projectId. */
export const projectRoomPath = (projectId: number) => `/talk/field/${projectId}`;
export const projectEditPath = (projectId: number) => `/case/${projectId}/edit`;

const text = (value: string | null | undefined) => value ?? '';
const sortable = (id: CaseColumn) => (CASE_SORT_COLUMNS as readonly string[]).includes(id);

const cellOf = (
  id: CaseColumn,
  settings: readonly TCompletionStatusSetting[] | undefined,
): ((row: TCaseRow) => React.ReactNode) => {
  switch (id) {
    case 'case_name':
      return (row) => (
        <a href={projectRoomPath(row.id)} data-project-link={row.id} data-in-app-link="">
          {row.case_name}
        </a>
      );
    case 'case_status':
      return (row) => <StatusBadge status={row.case_status} settings={settings} />;
    case 'office_id':
      return (row) => text(row.office_name);
    case 'sale_man':
      return (row) => text(row.sale_man_name);
    case 'fore_man':
      return (row) => text(row.fore_man_name);
    case 'team_names':
      return (row) => row.team_names.join('、');
    case 'construction_type_id':
      // Our designed 工事種別 list (CONSTRUCTION_TYPE); an id outside it shows as its number.
      return (row) =>
        constructionTypeLabel(row.construction_type_id) ??
        (row.construction_type_id === null ? '' : String(row.construction_type_id));
    case 'created_at':
    case 'updated_at':
      return (row) => row[id].slice(0, 10);
    default:
      return (row) => text(row[id]);
  }
};

/**
 * The table's columns for the member's choice, in its order, plus the edit link. The links are plain
 * anchors marked data-in-app-link: the page navigates them in the app (useInAppLinks), so 60 router
 * Links are not rendered for every page of rows.
 */
export const caseTableColumns = (
  visible: readonly CaseColumn[],
  settings: readonly TCompletionStatusSetting[] | undefined,
): DataTableColumn<TCaseRow>[] => [
  ...visible.map((id) => ({
    id,
    header: CASE_COLUMN_LABEL[id],
    cell: cellOf(id, settings),
    sortable: sortable(id),
    minWidth: id === 'case_name' ? 220 : undefined,
  })),
  {
    id: 'actions',
    header: '操作',
    cell: (row) => (
      <a href={projectEditPath(row.id)} aria-label={`${row.case_name}を編集`} data-in-app-link="">
        編集
      </a>
    ),
  },
];
