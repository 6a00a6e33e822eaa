import type { TMemberListItem, TScheduleTaskMember } from '@genba/api-client';
import type { ScheduleMemberOption } from '@genba/forms';
import { MEMBER_TYPE } from '@genba/validators';

/** The partner-company group's label, and the one for a partner whose company is not recorded. */
export const PARTNER_GROUP = {
  suffix: '（協力会社）',
  unknown: '協力会社',
} as const;

const fullName = (m: Pick<TMemberListItem, 'name1' | 'name2'>) => `${m.name1} ${m.name2}`.trim();

/**
 * The task form's member picker: the project's members grouped by company,
 * the acting company's own members first, then each partner company on the
 * project by name (the server accepts exactly these, see the schedule README).
 * When the project's members cannot be read, the task's current members stay
 * choosable, ungrouped.
 */
export const memberOptions = (
  projectMembers: readonly TMemberListItem[] | undefined,
  ownCompanyName: string,
  fallback: readonly TScheduleTaskMember[] = [],
): ScheduleMemberOption[] => {
  if (!projectMembers)
    return fallback
      .map((m) => ({ value: String(m.member_id), label: m.name }))
      .sort((a, b) => Number(a.value) - Number(b.value));
  const own: ScheduleMemberOption[] = [];
  const partners: ScheduleMemberOption[] = [];
  for (const m of projectMembers) {
    const option = { value: String(m.member_id), label: fullName(m) };
    if (m.type === MEMBER_TYPE.partner)
      partners.push({
        ...option,
        group: m.company_name ? `${m.company_name}${PARTNER_GROUP.suffix}` : PARTNER_GROUP.unknown,
      });
    else own.push({ ...option, group: ownCompanyName });
  }
  // Stable sort: members keep their order (by kana) inside their company; an unrecorded company goes last.
  const rank = (o: ScheduleMemberOption) => (o.group === PARTNER_GROUP.unknown ? 1 : 0);
  partners.sort((a, b) => rank(a) - rank(b) || (a.group ?? '').localeCompare(b.group ?? '', 'ja'));
  return [...own, ...partners];
};
