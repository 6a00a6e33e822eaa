import { Button, ConfirmDialog, type DataTableColumn } from '@genba/ui';

type DeleteColumnOptions<T> = {
  /** What a row is (物件, 顧客), for the dialog's title. */
  noun: string;
  name: (row: T) => string;
  onDelete: (row: T) => Promise<void>;
};

/** A master list's 操作 column: 削除 behind a destructive confirmation. */
export const deleteColumn = <T,>({ noun, name, onDelete }: DeleteColumnOptions<T>): DataTableColumn<T> => ({
  id: 'actions',
  header: '操作',
  cell: (row) => (
    <ConfirmDialog
      variant="destructive"
      title={`${noun}を削除`}
      description={`${name(row)}を削除します。元に戻すことはできません。`}
      trigger={
        <Button size="sm" variant="ghost" aria-label={`${name(row)}を削除`}>
          削除
        </Button>
      }
      onConfirm={() => onDelete(row)}
    />
  ),
});
