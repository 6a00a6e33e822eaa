import type { TBuilding } from '@genba/api-client';
import { createQueryOptions } from '@genba/api-client/query';
import type { DataTableColumn } from '@genba/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext.tsx';
import { BuildingQuickForm } from '../../modules/project/components/BuildingQuickForm.tsx';
import { deleteColumn } from '../../modules/project/components/deleteColumn.tsx';
import { MasterListPage } from '../../modules/project/components/MasterListPage.tsx';
import { StatusBadge } from '../../modules/project/components/StatusBadge.tsx';
import { useKeywordSearch } from '../../modules/project/hooks/useKeywordSearch.ts';
import { useCustomerOptions, useInvalidateProjects } from '../../modules/project/hooks/useProjectData.ts';

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** /building (物件一覧): paged by 30 and searchable, with the completion flag the server keeps (core §4). */
export const Page = () => {
  const { client } = useApi();
  const invalidate = useInvalidateProjects();
  const customers = useCustomerOptions();
  const search = useKeywordSearch();
  const list = useQuery({
    ...createQueryOptions(client, 'getBuildings', { query: search.query }),
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
    deleteColumn<TBuilding>({
      noun: '物件',
      name: (b) => b.estateName,
      onDelete: async (b) => {
        const result = await client.call('deleteBuilding', { params: { id: b.id } });
        if (!result.ok) throw new Error(result.messages.join());
        await invalidate();
      },
    }),
  ];
  return (
    <MasterListPage
      title="物件一覧"
      searchLabel="物件の検索"
      search={search}
      list={list}
      columns={columns}
      getRowId={(b) => String(b.id)}
      emptyPreset="noData"
      form={
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
      }
    />
  );
};
