import type { TMemberListItem, TMemberSortKey } from '@genba/api-client/schemas';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  EmptyState,
  Select,
  type SelectOption,
  type SortState,
} from '@genba/ui';
import {
  AUTH_ID_LABEL,
  type AuthId,
  LOGIN_TYPE_LABEL,
  type LoginType,
  MEMBER_TYPE_LABEL,
} from '@genba/validators';
import { useState } from 'react';
import { useMember } from '../../session/hooks/useSession.ts';
import { useMembers } from '../hooks/useMembers.ts';
import {
  authOptions,
  EMPTY_MEMBER_FILTERS,
  loginTypeOptions,
  MEMBER_PAGE_SIZE,
  MEMBER_STATUS_LABEL,
  type MemberFilters,
  membersQuery,
  statusOptions,
} from '../utils/memberFilters.ts';
import styles from './OrganisationPanels.module.css';

export type MemberTablePanelProps = {
  /** A row's name opens the member (the member form in edit mode). */
  onOpenMember?: (memberId: number) => void;
};

const columnsFor = (open: ((id: number) => void) | undefined): DataTableColumn<TMemberListItem>[] => [
  {
    id: 'kana',
    header: '氏名',
    sortable: true,
    minWidth: 180,
    cell: (m) => {
      const name = `${m.name1} ${m.name2}`.trim();
      return (
        <div>
          {open ? (
            <button type="button" className={styles.rowLink} onClick={() => open(m.member_id)}>
              {name}
            </button>
          ) : (
            name
          )}
          {m.company_name ? <div className={styles.sub}>{m.company_name}</div> : null}
        </div>
      );
    },
  },
  { id: 'type', header: '区分', cell: (m) => MEMBER_TYPE_LABEL[m.type] },
  { id: 'offices', header: '営業所', cell: (m) => m.offices.map((o) => o.name).join('、') },
  { id: 'auth_id', header: '権限', sortable: true, cell: (m) => AUTH_ID_LABEL[m.auth_id as AuthId] },
  {
    id: 'login_type',
    header: 'ログイン方法',
    sortable: true,
    cell: (m) => LOGIN_TYPE_LABEL[m.login_type as LoginType],
  },
  { id: 'contact', header: '連絡先', cell: (m) => m.email ?? m.tel_number ?? '' },
  { id: 'status', header: '状態', sortable: true, cell: (m) => MEMBER_STATUS_LABEL[m.status] },
];

/**
 * The company's members (core §2 /member/information): office, auth, login
 * type and status filters, sorted and paged on the server, in the shared
 * DataTable. A row's name opens the member.
 */
export const MemberTablePanel = ({ onOpenMember }: MemberTablePanelProps) => {
  const { offices } = useMember();
  const [filters, setFilters] = useState<MemberFilters>(EMPTY_MEMBER_FILTERS);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ id: 'kana', direction: 'asc' });
  const query = {
    ...membersQuery(filters, page - 1),
    sort: sort.id as TMemberSortKey,
    order: sort.direction,
  };
  const { data, isPending, isError, refetch, isRefetching, isPlaceholderData } = useMembers(query);
  const setFilter = (key: keyof MemberFilters) => (event: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: event.target.value }));
    setPage(1);
  };
  // The four filters differ only in their key, label and options.
  const filterFields: { key: keyof MemberFilters; label: string; options: readonly SelectOption[] }[] = [
    {
      key: 'office_id',
      label: '営業所',
      options: offices.map((o) => ({ value: String(o.id), label: o.name })),
    },
    { key: 'auth_id', label: '権限', options: authOptions() },
    { key: 'login_type', label: 'ログイン方法', options: loginTypeOptions() },
    { key: 'status', label: '状態', options: statusOptions() },
  ];
  const filtered = Object.values(filters).some((v) => v !== '');
  return (
    <section
      className={styles.panel}
      aria-labelledby="member-list-title"
      aria-busy={isPending || isPlaceholderData || undefined}
    >
      <h2 id="member-list-title" className={styles.title}>
        メンバー一覧
      </h2>
      <div className={styles.filters}>
        {filterFields.map(({ key, label, options }) => (
          <Select
            key={key}
            label={label}
            placeholder="すべて"
            value={filters[key]}
            onChange={setFilter(key)}
            options={options}
          />
        ))}
      </div>
      <DataTable
        caption="メンバー一覧"
        columns={columnsFor(onOpenMember)}
        rows={data?.data ?? []}
        getRowId={(m) => String(m.member_id)}
        status={isPending ? 'loading' : isError ? 'error' : 'ready'}
        loadingRows={5}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        empty={<EmptyState preset={filtered ? 'noSearchResult' : 'noData'} />}
        error={
          <EmptyState
            preset="fetchFailed"
            action={
              <Button variant="secondary" loading={isRefetching} onClick={() => void refetch()}>
                再読み込み
              </Button>
            }
          />
        }
      />
      {data && data.total > 0 && (
        <DataTablePagination
          label="メンバー一覧のページ送り"
          page={page}
          perPage={MEMBER_PAGE_SIZE}
          total={data.total}
          onPageChange={setPage}
        />
      )}
    </section>
  );
};
