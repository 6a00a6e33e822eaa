import type { TMemberListItem, TScheduleTaskMember } from '@genba/api-client';
import type { ScheduleMemberOption } from '@genba/forms';
import { MEMBER_TYPE } from '@genba/validators';

/** The partner-company group's label, and the one for a partner whose company is not recorded. */
export const PARTNER_GROUP = {
  suffix: '（協力会社）',
  unknown: '協力会社',
} as const;

const fullName = (m: Pick<TMemberListItem, 'name1' | 'name2'>) => `${m.name1} ${m.name2}`.trim();

/** A task member's own option: his photo, and his company when he is a partner's worker (the board's company_name). */
const currentOption = (m: TScheduleTaskMember, ownCompanyName: string): ScheduleMemberOption => ({
  value: String(m.member_id),
  label: m.name,
  avatar: m.thumbnail_path ?? undefined,
  partner: m.company_name !== null,
  group: m.company_name === null ? ownCompanyName : `${m.company_name}${PARTNER_GROUP.suffix}`,
});

/**
 * The task form's member picker: the project's members grouped by company,
 * the acting company's own members first, then each partner company on the
 * project by name (the server accepts exactly these, see the schedule README).
 * The task's current members carry their photos, and one who has left the
 * project stays listed (the server keeps him), so he can still be removed.
 * When the project's members cannot be read, the current members are the options.
 */
export const memberOptions = (
  projectMembers: readonly TMemberListItem[] | undefined,
  ownCompanyName: string,
  current: readonly TScheduleTaskMember[] = [],
): ScheduleMemberOption[] => {
  if (!projectMembers)
    return current
      .map((m) => currentOption(m, ownCompanyName))
      .sort((a, b) => Number(a.value) - Number(b.value));
  const photos = new Map(current.map((m) => [m.member_id, m.thumbnail_path ?? undefined]));
  const own: ScheduleMemberOption[] = [];
  const partners: ScheduleMemberOption[] = [];
  for (const m of projectMembers) {
    const option = { value: String(m.member_id), label: fullName(m), avatar: photos.get(m.member_id) };
    if (m.type === MEMBER_TYPE.partner)
      partners.push({
        ...option,
        partner: true,
        group: m.company_name ? `${m.company_name}${PARTNER_GROUP.suffix}` : PARTNER_GROUP.unknown,
      });
    else own.push({ ...option, group: ownCompanyName });
  }
  const listed = new Set(projectMembers.map((m) => m.member_id));
  for (const m of current)
    if (!listed.has(m.member_id))
      (m.company_name === null ? own : partners).push(currentOption(m, ownCompanyName));
  // Stable sort: members keep their order (by kana) inside their company; an unrecorded company goes last.
  const rank = (o: ScheduleMemberOption) => (o.group === PARTNER_GROUP.unknown ? 1 : 0);
  partners.sort((a, b) => rank(a) - rank(b) || (a.group ?? '').localeCompare(b.group ?? '', 'ja'));
  return [...own, ...partners];
};
