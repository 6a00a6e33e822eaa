import type { SelectOption } from '@genba/ui';
import { useProjectList } from '../../talk/hooks/useProjectList.ts';

/** The 招待先 that places nobody on a site: the value '' sends no field_id. */
const COMPANY_TARGET: SelectOption = { value: '', label: '会社に招待（現場なし）' };

/** The site the invited people join, as the invitation calls take it: '' is no site. */
export const fieldOf = (target: string): { field_id?: number } =>
  target === '' ? {} : { field_id: Number(target) };

/**
 * The 招待先 choices of an invitation dialog: no site, then the acting member's
 * sites (getProjectList). The server checks the chosen site again (the
 * company's own, and one the inviter takes part in), so the list only saves a refusal.
 */
export const useInvitationTargets = () => {
  const projects = useProjectList();
  const targets: SelectOption[] = [
    COMPANY_TARGET,
    ...(projects.data?.projects ?? []).map((p) => ({
      value: String(p.attendance_field_id),
      label: p.case_name,
    })),
  ];
  return { targets, isPending: projects.isPending };
};
