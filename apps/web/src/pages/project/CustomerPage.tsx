import type { TCustomer } from '@genba/api-client';
import { createQueryOptions } from '@genba/api-client/query';
import type { DataTableColumn } from '@genba/ui';
import { CUSTOMER_TYPE_LABEL } from '@genba/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext.tsx';
import { CustomerQuickForm } from '../../modules/project/components/CustomerQuickForm.tsx';
import { deleteColumn } from '../../modules/project/components/deleteColumn.tsx';
import { MasterListPage } from '../../modules/project/components/MasterListPage.tsx';
import { useKeywordSearch } from '../../modules/project/hooks/useKeywordSearch.ts';
import { useInvalidateProjects } from '../../modules/project/hooks/useProjectData.ts';

const address = (c: TCustomer) => [c.address1, c.address2, c.address3].filter(Boolean).join('');

/** /customer (顧客一覧): paged by 30 and searchable; registration and deletion on the same screen. */
export const Page = () => {
  const { client } = useApi();
  const invalidate = useInvalidateProjects();
  const search = useKeywordSearch();
  const list = useQuery({
    ...createQueryOptions(client, 'getCustomers', { query: search.query }),
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
    deleteColumn<TCustomer>({
      noun: '顧客',
      name: (c) => c.clientName,
      onDelete: async (c) => {
        const result = await client.call('deleteCustomer', { params: { id: c.id } });
        if (!result.ok) throw new Error(result.messages.join());
        await invalidate();
      },
    }),
  ];
  return (
    <MasterListPage
      title="顧客一覧"
      searchLabel="顧客の検索"
      search={search}
      list={list}
      columns={columns}
      getRowId={(c) => String(c.id)}
      emptyPreset="noCustomers"
      form={
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
      }
    />
  );
};
