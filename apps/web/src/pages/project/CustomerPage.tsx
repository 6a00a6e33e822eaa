import type { TCustomer } from '@genba/api-client';
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
import { CUSTOMER_TYPE_LABEL } from '@genba/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import styles from '../../modules/project/components/CaseList.module.css';
import { CustomerQuickForm } from '../../modules/project/components/CustomerQuickForm.tsx';
import { useInvalidateProjects } from '../../modules/project/hooks/useProjectData.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

const address = (c: TCustomer) => [c.address1, c.address2, c.address3].filter(Boolean).join('');

/** /customer (顧客一覧): paged by 30 and searchable; registration and deletion on the same screen. */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const invalidate = useInvalidateProjects();
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...createQueryOptions(client, 'getCustomers', { query: { keyword: applied || undefined, page } }),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<TCustomer>[] = [
    { id: 'clientName', header: '顧客名', cell: (c) => c.clientName, minWidth: 180 },
    { id: 'type', header: '区分', cell: (c) => CUSTOMER_TYPE_LABEL[c.type] },
    { id: 'kana', header: 'カナ', cell: (c) => c.kana ?? '' },
    { id: 'tel', header: '電話番号', cell: (c) => c.tel ?? '' },
    { id: 'address', header: '住所', cell: address },
    { id: 'office', header: '営業所', cell: (c) => c.office_name ?? '' },
    { id: 'worker', header: '担当者', cell: (c) => c.worker_in_charge_name ?? '' },
    {
      id: 'actions',
      header: '操作',
      cell: (c) => (
        <ConfirmDialog
          variant="destructive"
          title="顧客を削除"
          description={`${c.clientName}を削除します。元に戻すことはできません。`}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`${c.clientName}を削除`}>
              削除
            </Button>
          }
          onConfirm={async () => {
            const result = await client.call('deleteCustomer', { params: { id: c.id } });
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
    <MemberLayout title="顧客一覧" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <h1 className={styles.heading}>顧客一覧</h1>
        <CustomerQuickForm
          onSubmit={async (values) => {
            const result = await client.call('createCustomer', {
              body: {
                clientName: values.clientName,
                type: values.type,
                kana: values.kana || null,
                tel: values.tel || null,
                mail: values.mail || null,
                address1: values.address1 || null,
                memo: values.memo || null,
              },
            });
            if (result.ok) await invalidate();
            return result;
          }}
        />
        <form className={styles.toolbar} aria-label="顧客の検索" onSubmit={search}>
          <TextField
            type="search"
            label="キーワード"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button type="submit">検索</Button>
        </form>
        <DataTable
          caption="顧客一覧"
          columns={columns}
          rows={list.data?.data ?? []}
          getRowId={(c) => String(c.id)}
          status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
          empty={applied ? <EmptyState preset="noSearchResult" /> : <EmptyState preset="noCustomers" />}
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
