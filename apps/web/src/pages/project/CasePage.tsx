import { createMutationOptions, queryKeyFor } from '@genba/api-client/query';
import { Button, DataTable, DataTablePagination, EmptyState, type SortState } from '@genba/ui';
import {
  CASE_COLUMNS,
  CASE_LIST_MESSAGE,
  type CaseColumn,
  EMPTY_STATE_MESSAGE,
  isFreeAccount,
} from '@genba/validators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useCompanyTeams } from '../../modules/organisation/hooks/useCompanySettings.ts';
import { CaseFilterBar } from '../../modules/project/components/CaseFilterBar.tsx';
import styles from '../../modules/project/components/CaseList.module.css';
import { ColumnChooser } from '../../modules/project/components/ColumnChooser.tsx';
import { caseTableColumns } from '../../modules/project/components/caseColumns.tsx';
import {
  caseListQuery,
  useCaseColumns,
  useCaseList,
  useCompanyMembers,
  useCompletionStatuses,
} from '../../modules/project/hooks/useProjectData.ts';
import {
  type CaseFilters,
  draftKeyOf,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  withFilter,
  withPage,
} from '../../modules/project/state/caseFilters.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { useInAppLinks } from '../../modules/shell/hooks/useInAppLinks.ts';

const isColumn = (c: string): c is CaseColumn => (CASE_COLUMNS as readonly string[]).includes(c);

/** /case (案件一覧): the company's projects, filtered, sorted and paged on the server. */
export const Page = () => {
  const { user, company, offices } = useMember();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  const query = filtersToQuery(filters);
  const list = useCaseList(query);
  const statuses = useCompletionStatuses();
  const columns = useCaseColumns();
  const members = useCompanyMembers();
  const teams = useCompanyTeams();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const saveColumns = useMutation({
    ...createMutationOptions(client, 'saveCaseColumnList'),
    onSuccess: (data) => queryClient.setQueryData(queryKeyFor('getCaseColumnList'), data),
  });

  const pageArea = useRef<HTMLDivElement>(null);
  useInAppLinks(pageArea);
  const saved = columns.data?.columns;
  const visible = useMemo(() => (saved ?? []).filter(isColumn), [saved]);
  const tableColumns = useMemo(
    () => caseTableColumns(visible, statuses.data?.data),
    [visible, statuses.data],
  );
  const setFilters = (next: CaseFilters) => {
    const nextSearch = filtersToSearch(next);
    // Asked at once: the navigation re-renders the page (a transition) before its query would start,
    // which held every filter change's request back by 30–120 ms (bench:projects). A fresh page in
    // the cache is not asked again, and the page's query joins this request.
    void queryClient.prefetchQuery(caseListQuery(client, filtersToQuery(filtersFromSearch(nextSearch))));
    setSearch(nextSearch);
  };
  const sort: SortState = { id: filters.sort, direction: filters.order };
  const filtered = search.size > 0;
  const status = list.isPending || columns.isPending ? 'loading' : list.isError ? 'error' : 'ready';

  return (
    <MemberLayout title="案件一覧" userName={user.name} companyName={company.name}>
      <div className={styles.page} ref={pageArea}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>案件一覧</h1>
          <div className={styles.toolbarActions}>
            <ColumnChooser
              columns={visible}
              saving={saveColumns.isPending}
              onSave={async (next) => {
                await saveColumns.mutateAsync({ body: { columns: next } });
              }}
            />
            {isFreeAccount(user.auth_id) ? null : (
              <Button onClick={() => navigate('/case/new')}>案件を登録</Button>
            )}
          </div>
        </div>
        {isFreeAccount(user.auth_id) && <p className={styles.notice}>{CASE_LIST_MESSAGE.paidFeature}</p>}
        <CaseFilterBar
          key={draftKeyOf(filters)}
          filters={filters}
          statuses={statuses.data?.data}
          offices={offices}
          members={members.data ?? []}
          teams={(teams.data?.data ?? []).map((t) => t.name)}
          onChange={(change) => setFilters(withFilter(filters, change))}
          onEditStatuses={() => navigate('/genbamastersetting/completion')}
        />
        <DataTable
          caption="案件一覧"
          columns={tableColumns}
          rows={list.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          // A filter, a sort or a page brings 30 other projects: their rows are updated in place.
          rowKeys="position"
          status={status}
          sort={sort}
          onSortChange={(next) => setFilters(withFilter(filters, { sort: next.id, order: next.direction }))}
          empty={
            filtered ? (
              <EmptyState preset="noSearchResult" />
            ) : (
              <EmptyState
                preset="noData"
                title={CASE_LIST_MESSAGE.noProjects}
                description={EMPTY_STATE_MESSAGE.noData}
              />
            )
          }
          error={
            <EmptyState
              preset="fetchFailed"
              action={
                <Button variant="secondary" loading={list.isRefetching} onClick={() => void list.refetch()}>
                  再読み込み
                </Button>
              }
            />
          }
        />
        {list.data && list.data.total > 0 && (
          <DataTablePagination
            label="案件一覧のページ送り"
            page={list.data.page}
            perPage={list.data.per_page}
            total={list.data.total}
            onPageChange={(page) =>
              setFilters(
                withPage(filters, page, {
                  page: list.data.page,
                  lastId: list.data.data.at(-1)?.id,
                  current: !list.isPlaceholderData,
                }),
              )
            }
          />
        )}
        <p>
          <Link to="/customer">顧客一覧</Link>・<Link to="/building">物件一覧</Link>
        </p>
      </div>
    </MemberLayout>
  );
};
