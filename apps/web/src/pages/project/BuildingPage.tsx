import type { TBuilding } from '@genba/api-client';
import { createQueryOptions } from '@genba/api-client/query';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  DataTablePagination,
  EmptyState,
  TextField,
} from '@genba/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import { BuildingQuickForm } from '../../modules/project/components/BuildingQuickForm.tsx';
import styles from '../../modules/project/components/CaseList.module.css';
import { StatusBadge } from '../../modules/project/components/StatusBadge.tsx';
import { useCustomerOptions, useInvalidateProjects } from '../../modules/project/hooks/useProjectData.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** /building (物件一覧): paged by 30 and searchable, with the completion flag the server keeps (core §4). */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const invalidate = useInvalidateProjects();
  const customers = useCustomerOptions();
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...createQueryOptions(client, 'getBuildings', { query: { keyword: applied || undefined, page } }),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<TBuilding>[] = [
    { id: 'estateName', header: '物件名', cell: (b) => b.estateName, minWidth: 180 },
    { id: 'kana', header: 'カナ', cell: (b) => b.kana ?? '' },
    {
      id: 'address',
      header: '住所',
      cell: (b) => [b.address1, b.address2, b.address3].filter(Boolean).join(''),
    },
    { id: 'structure', header: '構造', cell: (b) => b.structure ?? '' },
    { id: 'floors', header: '階数', cell: (b) => (b.floor_number === null ? '' : `${b.floor_number}階`) },
    {
      id: 'completion',
      header: '完工状況',
      cell: (b) =>
        b.completion_flag !== null && b.completion_flag >= 0 && b.completion_flag <= 9 ? (
          <StatusBadge status={b.completion_flag as 0} />
        ) : (
          ''
        ),
    },
    {
      id: 'actions',
      header: '操作',
      cell: (b) => (
        <ConfirmDialog
          variant="destructive"
          title="物件を削除"
          description={`${b.estateName}を削除します。元に戻すことはできません。`}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`${b.estateName}を削除`}>
              削除
            </Button>
          }
          onConfirm={async () => {
            const result = await client.call('deleteBuilding', { params: { id: b.id } });
            if (!result.ok) throw new Error(result.messages.join());
            await invalidate();
          }}
        />
      ),
    },
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(keyword.trim());
    setPage(1);
  };
  return (
    <MemberLayout title="物件一覧" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <h1 className={styles.heading}>物件一覧</h1>
        <BuildingQuickForm
          customers={(customers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.clientName }))}
          onSubmit={async (values) => {
            const result = await client.call('createBuilding', {
              body: {
                estateName: values.estateName,
                kana: values.kana,
                post_code: values.post_code,
                address: values.address,
                floor_number: values.floor_number,
                building_area: values.building_area,
                remarks: values.remarks,
                customer_id: orNull(values.customer_id) === null ? null : Number(values.customer_id),
              },
            });
            if (result.ok) await invalidate();
            return result;
          }}
        />
        <form className={styles.toolbar} aria-label="物件の検索" onSubmit={search}>
          <TextField
            type="search"
            label="キーワード"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button type="submit">検索</Button>
        </form>
        <DataTable
          caption="物件一覧"
          columns={columns}
          rows={list.data?.data ?? []}
          getRowId={(b) => String(b.id)}
          status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
          empty={applied ? <EmptyState preset="noSearchResult" /> : <EmptyState preset="noData" />}
        />
        {list.data && list.data.total > 0 && (
          <DataTablePagination
            page={list.data.page}
            perPage={list.data.per_page}
            total={list.data.total}
            onPageChange={setPage}
          />
        )}
      </div>
    </MemberLayout>
  );
};
