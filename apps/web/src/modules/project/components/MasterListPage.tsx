import type { EmptyStatePreset } from '@genba/ui';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  EmptyState,
  TextField,
} from '@genba/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMember } from '../../session/hooks/useSession.ts';
import { MemberLayout } from '../../shell/components/MemberLayout/index.ts';
import type { KeywordSearch } from '../hooks/useKeywordSearch.ts';
import styles from './CaseList.module.css';

type PagedList<T> = { data: T[]; page: number; per_page: number; total: number };

export type MasterListPageProps<T extends object> = {
  /** The page's title, heading and table caption (物件一覧). */
  title: string;
  /** The search form's accessible name (物件の検索). */
  searchLabel: string;
  /** The quick registration form above the search. */
  form: ReactNode;
  search: KeywordSearch;
  list: UseQueryResult<PagedList<T>, unknown>;
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** The empty state when no keyword is applied. */
  emptyPreset: EmptyStatePreset;
};

/** The master lists (物件, 顧客): a quick form, a keyword search, and a paged table. */
export const MasterListPage = <T extends object>({
  title,
  searchLabel,
  form,
  search,
  list,
  columns,
  getRowId,
  emptyPreset,
}: MasterListPageProps<T>) => {
  const { user, company } = useMember();
  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{title}</h1>
        {form}
        <form className={styles.toolbar} aria-label={searchLabel} onSubmit={search.submit}>
          <TextField
            type="search"
            label="キーワード"
            value={search.keyword}
            onChange={(e) => search.setKeyword(e.target.value)}
          />
          <Button type="submit">検索</Button>
        </form>
        <DataTable
          caption={title}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowId={getRowId}
          status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
          empty={
            search.applied ? <EmptyState preset="noSearchResult" /> : <EmptyState preset={emptyPreset} />
          }
        />
        {list.data && list.data.total > 0 && (
          <DataTablePagination
            page={list.data.page}
            perPage={list.data.per_page}
            total={list.data.total}
            onPageChange={search.setPage}
          />
        )}
      </div>
    </MemberLayout>
  );
};
