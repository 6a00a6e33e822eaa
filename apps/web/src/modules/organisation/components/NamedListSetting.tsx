import type { TSettingItem } from '@genba/api-client/schemas';
import { type FormSubmitResult, SettingNameForm } from '@genba/forms';
import { Button, ConfirmDialog, Dialog, EmptyState, Skeleton } from '@genba/ui';
import type { companyTeamSchema, occupationSchema } from '@genba/validators';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import styles from './SettingsBox.module.css';
import { SettingsBox } from './SettingsBox.tsx';

export type NamedListSettingProps<T extends TSettingItem> = {
  title: string;
  /** What one item is called: 職種, チーム. */
  noun: string;
  schema: typeof occupationSchema | typeof companyTeamSchema;
  query: UseQueryResult<{ data: T[] }, unknown>;
  /** A line under the item's name (how many members or cases use it). */
  detail: (item: T) => ReactNode;
  deleteConfirm: (item: T) => string;
  create: (name: string) => Promise<FormSubmitResult & { name?: string }>;
  rename: (item: T, name: string) => Promise<FormSubmitResult>;
  remove: (item: T) => Promise<FormSubmitResult>;
  intro?: ReactNode;
};

/** A refused delete's reason: a 422 on id (an occupation in use) comes as a field error, others as messages. */
const failureOf = (result: FormSubmitResult): string | null => {
  if (result?.ok !== false) return null;
  const fieldMessage = Object.values(result.fieldErrors ?? {}).flat()[0];
  return result.messages?.[0] ?? fieldMessage ?? '削除できませんでした。';
};

/**
 * A company settings list (/setting/occupations, /setting/company-team) in the 660 px settings box:
 * add at the top, rename in a dialog, delete after a confirmation. The server's refusal (a name the
 * company already has, an occupation in use) lands on the field or in the status line.
 */
export const NamedListSetting = <T extends TSettingItem>(p: NamedListSettingProps<T>) => {
  const [editing, setEditing] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const label = `${p.noun}名`;
  return (
    <>
      <SettingsBox title={p.title}>
        {p.intro}
        <SettingNameForm
          schema={p.schema}
          label={label}
          formLabel={`${p.noun}の追加`}
          submitLabel="追加"
          onSubmit={async ({ name }) => {
            const result = await p.create(name);
            if (result?.ok !== false) setNotice(`${name}を追加しました。`);
            return result;
          }}
        />
        <p role="status">{notice}</p>
        <QueryState query={p.query} pending={<Skeleton shape="rect" height={160} />}>
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState preset="noData" />
            ) : (
              <ul className={styles.list} aria-label={`${p.noun}一覧`}>
                {data.data.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <div>
                      <span>{item.name}</span>
                      <div className={styles.muted}>{p.detail(item)}</div>
                    </div>
                    <div className={styles.itemActions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${item.name}を編集`}
                        onClick={() => setEditing(item)}
                      >
                        編集
                      </Button>
                      <ConfirmDialog
                        variant="destructive"
                        title={`${p.noun}の削除`}
                        description={p.deleteConfirm(item)}
                        onConfirm={async () => {
                          const result = await p.remove(item);
                          setNotice(failureOf(result) ?? `${item.name}を削除しました。`);
                        }}
                        trigger={
                          <Button variant="ghost" size="sm" aria-label={`${item.name}を削除`}>
                            削除
                          </Button>
                        }
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </SettingsBox>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="settings"
        title={`${p.noun}の編集`}
      >
        {editing !== null && (
          <SettingNameForm
            key={editing.id}
            schema={p.schema}
            label={label}
            formLabel={`${p.noun}の編集`}
            submitLabel="保存"
            defaultName={editing.name}
            onCancel={() => setEditing(null)}
            onSubmit={async ({ name }) => {
              const result = await p.rename(editing, name);
              if (result?.ok !== false) {
                setEditing(null);
                setNotice(`${name}に変更しました。`);
              }
              return result;
            }}
          />
        )}
      </Dialog>
    </>
  );
};
