import { createQueryOptions } from '@genba/api-client/query';
import { type PostalLookupResult, ProjectForm } from '@genba/forms';
import { Button, ConfirmDialog, Skeleton } from '@genba/ui';
import {
  CASE_LIST_MESSAGE,
  canSeeCustomerInformation,
  canWriteProjects,
  hasProtecAuthority,
  isFreeAccount,
  isSubManagerCandidate,
  PROJECT_COMPLETION_STATUS_LABEL,
  type ProjectCompletionStatus,
} from '@genba/validators';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useCompanyTeams } from '../../modules/organisation/hooks/useCompanySettings.ts';
import styles from '../../modules/project/components/CaseList.module.css';
import { projectRoomPath } from '../../modules/project/components/caseColumns.tsx';
import {
  useBuildingOptions,
  useCompanyMembers,
  useCompletionStatuses,
  useCustomerOptions,
  useInvalidateProjects,
} from '../../modules/project/hooks/useProjectData.ts';
import {
  toDataProtec,
  toFormdata,
  toFormValues,
  toMemberIds,
  toSubManagerIds,
  unwrapFormdataErrors,
} from '../../modules/project/state/projectForm.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { FetchFailed } from '../../modules/shell/components/QueryState/index.ts';

type Position = { latitude: number; longitude: number };

// The history loads with its own chunk once an existing project is open: creating a project never needs it.
const BusinessHistorySection = lazy(() =>
  import('../../modules/project/components/BusinessHistorySection.tsx').then((m) => ({
    default: m.BusinessHistorySection,
  })),
);

/** /case/new and /case/:id/edit: the project form, and deleting with core §8's warning. */
export const Page = () => {
  const { id } = useParams();
  const projectId = id ? Number(id) : null;
  const { user, company, offices } = useMember();
  const { client } = useApi();
  const navigate = useNavigate();
  const invalidate = useInvalidateProjects();
  const seesCustomers = canSeeCustomerInformation(user.auth_id);
  const statuses = useCompletionStatuses();
  const customers = useCustomerOptions(seesCustomers);
  const buildings = useBuildingOptions(seesCustomers);
  const members = useCompanyMembers();
  const teams = useCompanyTeams();
  const edit = useQuery({
    ...createQueryOptions(client, 'getProjectEdit', { params: { id: projectId ?? 0 } }),
    enabled: projectId !== null,
  });
  // An installer (protec) company registers its projects with a 工事受付 for one of its prime contractors.
  const isProtec = hasProtecAuthority(user.authority);
  const primeContractors = useQuery({
    ...createQueryOptions(client, 'getPrimeContractors', {}),
    enabled: isProtec,
  });
  const [position, setPosition] = useState<Position | null>(null);
  const [deleteMessage, setDeleteMessage] = useState<string | null>(null);
  const title = projectId === null ? '案件の登録' : '案件の編集';
  const project = edit.data?.data.project;
  const projectMembers = edit.data?.data.members;

  const lookup = async (postcode: string): Promise<PostalLookupResult | null> => {
    const result = await client.call('postalCode', { params: { zip: postcode } });
    const first = result.ok ? result.data.results[0] : undefined;
    return first
      ? {
          address: `${first.prefName}${first.address1}${first.address2}`,
          latitude: first.latitude,
          longitude: first.longitude,
        }
      : null;
  };

  const body = () => {
    if (projectId === null && isFreeAccount(user.auth_id))
      return <p className={styles.notice}>{CASE_LIST_MESSAGE.paidFeature}</p>;
    if (projectId !== null && edit.isPending) return <Skeleton shape="rect" height={320} />;
    if (projectId !== null && (edit.isError || !project))
      return <FetchFailed onRetry={() => void edit.refetch()} />;
    if (isProtec && primeContractors.isPending) return <Skeleton shape="rect" height={320} />;
    if (isProtec && primeContractors.isError)
      return <FetchFailed onRetry={() => void primeContractors.refetch()} />;
    const contractors = primeContractors.data?.data ?? [];
    const currentPosition =
      position ??
      (project?.latitude != null && project.longitude != null
        ? { latitude: project.latitude, longitude: project.longitude }
        : null);
    return (
      <>
        <ProjectForm
          mode={projectId === null ? 'create' : 'edit'}
          defaultValues={
            project
              ? toFormValues(
                  { ...project, office_name: null, sale_man_name: null, fore_man_name: null },
                  (projectMembers ?? []).map((m) => m.member_id),
                  edit.data?.data.sub_managers.map((m) => m.member_id),
                  edit.data?.data.construction_reception ?? null,
                )
              : { office_id: offices[0] ? String(offices[0].id) : '', member_ids: [String(user.member_id)] }
          }
          statuses={(
            Object.keys(PROJECT_COMPLETION_STATUS_LABEL).map(Number) as ProjectCompletionStatus[]
          ).map((s) => ({
            value: String(s),
            label:
              statuses.data?.data.find((x) => x.status === s)?.name ?? PROJECT_COMPLETION_STATUS_LABEL[s],
          }))}
          offices={offices.map((o) => ({ value: String(o.id), label: o.name }))}
          customers={(customers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.clientName }))}
          buildings={(buildings.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.estateName }))}
          members={(members.data ?? []).map((m) => ({
            value: String(m.member_id),
            label: `${m.name1} ${m.name2 ?? ''}`.trim(),
          }))}
          subManagerCandidates={(members.data ?? []).filter(isSubManagerCandidate).map((m) => ({
            value: String(m.member_id),
            label: `${m.name1} ${m.name2 ?? ''}`.trim(),
          }))}
          teams={(teams.data?.data ?? []).map((t) => ({ value: t.name, label: t.name }))}
          lockedFields={
            project?.external_linked ? ['case_name', 'case_name_kana', 'customer_id', 'building_id'] : []
          }
          onPostalLookup={lookup}
          position={currentPosition}
          onPositionChange={setPosition}
          protec={
            isProtec
              ? {
                  primeContractors: contractors.map((c) => ({
                    value: String(c.relation_id),
                    label: c.name,
                    offices: c.offices.map((o) => ({ value: String(o.id), label: o.name })),
                    members: c.members.map((m) => ({ value: String(m.id), label: m.name })),
                  })),
                }
              : undefined
          }
          onSubmit={async (values) => {
            const formdata = toFormdata(values, currentPosition);
            const members = toMemberIds(values);
            const subManager = toSubManagerIds(values);
            // The checked members and 副担当者 become the project's member list.
            const body = { formdata, members, subManager };
            const dataProtec = toDataProtec(values, contractors);
            const result =
              projectId === null
                ? isProtec
                  ? await client.call('createProtecProject', { body: { ...body, dataProtec } })
                  : await client.call('createProject', { body })
                : isProtec
                  ? await client.call('updateProtecProject', {
                      params: { id: projectId },
                      body: { ...body, dataProtec },
                    })
                  : await client.call('updateProject', { params: { id: projectId }, body });
            if (result.ok) {
              await invalidate();
              navigate(`/case?keyword=${encodeURIComponent(result.data.data.case_name)}`);
            }
            return unwrapFormdataErrors(result);
          }}
        />
        {projectId !== null && project && (
          <div className={styles.toolbar}>
            <Link to={projectRoomPath(projectId)}>トークルームを開く</Link>
            <ConfirmDialog
              variant="destructive"
              title="案件を削除"
              description={CASE_LIST_MESSAGE.deleteWarning}
              trigger={<Button variant="danger">削除</Button>}
              onConfirm={async () => {
                const result = await client.call('deleteProject', { params: { id: projectId } });
                if (!result.ok) {
                  setDeleteMessage(result.messages.join('\n'));
                  throw new Error('delete failed');
                }
                await invalidate();
                navigate('/case');
              }}
            />
            {deleteMessage && <p role="alert">{deleteMessage}</p>}
          </div>
        )}
        {projectId !== null && project && seesCustomers && (
          <Suspense fallback={<Skeleton shape="rect" height={120} />}>
            <BusinessHistorySection projectId={projectId} canWrite={canWriteProjects(user.auth_id)} />
          </Suspense>
        )}
      </>
    );
  };

  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{title}</h1>
          <Link to="/case">案件一覧に戻る</Link>
        </div>
        {body()}
      </div>
    </MemberLayout>
  );
};
