import type { TSubcontractor } from '@genba/api-client/schemas';
import { ExistingPartnerForm, PartnerCompanyForm } from '@genba/forms';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTablePagination,
  Dialog,
  EmptyState,
  Skeleton,
  TextField,
} from '@genba/ui';
import { PARTNER_COMPANY_MESSAGE } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import styles from '../../organisation/components/SettingsBox.module.css';
import { SettingsBox } from '../../organisation/components/SettingsBox.tsx';
import { useKeywordSearch } from '../../project/hooks/useKeywordSearch.ts';
import { useMember } from '../../session/hooks/useSession.ts';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import {
  SUBCONTRACTOR_PAGE_SIZE,
  useRefreshSubcontractors,
  useSubcontractors,
} from '../hooks/useSubcontractors.ts';
import { partnerDetailOf, partnerFormValuesOf } from '../utils/partnerFormValues.ts';
import { InvitePartner } from './InvitePartner.tsx';
import { PendingPartnerInvitations } from './PendingPartnerInvitations.tsx';
import own from './SubcontractorSettingContent.module.css';

type Editing =
  | { kind: 'new' }
  | { kind: 'existing' }
  | { kind: 'edit'; partner: TSubcontractor }
  | { kind: 'invite'; partner: TSubcontractor }
  | null;

const DIALOG_TITLE = {
  new: '協力会社の登録',
  existing: '登録済みの会社を追加',
  edit: '協力会社の編集',
  invite: '協力会社のメンバーを招待',
} as const;

/** A refused delete's reason: 422 at id (members still belong) arrives as a field error. */
const refusalOf = (result: { messages?: readonly string[]; fieldErrors?: Record<string, unknown> }) =>
  String(
    Object.values(result.fieldErrors ?? {}).flat()[0] ?? result.messages?.[0] ?? '削除できませんでした。',
  );

/**
 * /setting/subcontractor: the company's partner companies (core §7, docs/adr/010), searched and paged;
 * a new one registered, one already using the product added by its company id, an owned one edited
 * (with its logo), its representative and members invited by e-mail or SMS (the pending invitations
 * listed below), and a link removed after a confirmation. Who may open it is the server's rule.
 */
export const SubcontractorSettingContent = () => {
  const { client } = useApi();
  const { company } = useMember();
  const search = useKeywordSearch();
  const list = useSubcontractors(search.query);
  const refresh = useRefreshSubcontractors();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const saved = async (name: string, verb: string) => {
    setEditing(null);
    setNotice(`${name}を${verb}しました。`);
    await refresh();
  };

  const remove = async (partner: TSubcontractor) => {
    const result = await client.call('deleteSubcontractor', { params: { id: partner.id } });
    if (!result.ok) {
      setNotice(refusalOf(result));
      return;
    }
    await saved(partner.company.name, '協力会社から削除');
  };

  return (
    <>
      <SettingsBox title="協力会社設定">
        <p className={styles.muted}>
          自社の会社ID：<strong className={own.companyId}>{company.id}</strong>
          （元請会社に協力会社として追加してもらうときに伝えてください）
        </p>
        <div className={own.actions}>
          <Button onClick={() => setEditing({ kind: 'new' })}>協力会社を登録</Button>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'existing' })}>
            登録済みの会社を追加
          </Button>
        </div>
        <form className={own.search} aria-label="協力会社の検索" onSubmit={search.submit}>
          <TextField
            type="search"
            label="キーワード"
            description="会社名、カナ、電話番号、代表者名"
            value={search.keyword}
            onChange={(e) => search.setKeyword(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            検索
          </Button>
        </form>
        <p role="status">{notice}</p>
        <QueryState query={list} pending={<Skeleton shape="rect" height={200} />}>
          {(page) =>
            page.data.length === 0 ? (
              search.applied ? (
                <EmptyState preset="noSearchResult" />
              ) : (
                <EmptyState preset="noData" title="協力会社はまだ登録されていません" />
              )
            ) : (
              <>
                <ul className={styles.list} aria-label="協力会社一覧">
                  {page.data.map((partner) => (
                    <li key={partner.id} className={styles.item}>
                      <div className={own.text}>
                        <span>{partner.company.name}</span> {!partner.owned && <Badge>利用中の会社</Badge>}
                        <div className={styles.muted}>{partnerDetailOf(partner)}</div>
                      </div>
                      <div className={styles.itemActions}>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`${partner.company.name}のメンバーを招待`}
                          onClick={() => setEditing({ kind: 'invite', partner })}
                        >
                          招待
                        </Button>
                        {partner.owned && (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`${partner.company.name}を編集`}
                            onClick={() => setEditing({ kind: 'edit', partner })}
                          >
                            編集
                          </Button>
                        )}
                        <ConfirmDialog
                          variant="destructive"
                          title="協力会社の削除"
                          description={
                            partner.member_count > 0
                              ? PARTNER_COMPANY_MESSAGE.hasMembers
                              : PARTNER_COMPANY_MESSAGE.deleteConfirm
                          }
                          onConfirm={() => remove(partner)}
                          trigger={
                            <Button variant="ghost" size="sm" aria-label={`${partner.company.name}を削除`}>
                              削除
                            </Button>
                          }
                        />
                      </div>
                    </li>
                  ))}
                </ul>
                {page.total > SUBCONTRACTOR_PAGE_SIZE && (
                  <DataTablePagination
                    label="協力会社のページ送り"
                    page={search.query.page}
                    perPage={SUBCONTRACTOR_PAGE_SIZE}
                    total={page.total}
                    onPageChange={search.setPage}
                  />
                )}
              </>
            )
          }
        </QueryState>
        <PendingPartnerInvitations />
      </SettingsBox>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="settings"
        title={editing ? DIALOG_TITLE[editing.kind] : ''}
      >
        {editing?.kind === 'new' && (
          <PartnerCompanyForm
            mode="create"
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const result = await client.call('regist_company', { body: values });
              if (result.ok) await saved(result.data.data.company.name, '登録');
              return result;
            }}
          />
        )}
        {editing?.kind === 'existing' && (
          <ExistingPartnerForm
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const result = await client.call('registExistsCompany', { body: values });
              if (result.ok) await saved(result.data.data.company.name, '協力会社に追加');
              return result;
            }}
          />
        )}
        {editing?.kind === 'invite' && (
          <InvitePartner
            partner={editing.partner}
            onSent={async (message) => {
              setEditing(null);
              setNotice(message);
              await refresh();
            }}
          />
        )}
        {editing?.kind === 'edit' && (
          <PartnerCompanyForm
            key={editing.partner.id}
            mode="edit"
            defaultValues={partnerFormValuesOf(editing.partner)}
            hasLogo={editing.partner.has_logo}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const result = await client.call('updateCompany', {
                body: { ...values, _method: 'PUT', id: editing.partner.id },
              });
              if (result.ok) await saved(result.data.data.company.name, '保存');
              return result;
            }}
          />
        )}
      </Dialog>
    </>
  );
};
