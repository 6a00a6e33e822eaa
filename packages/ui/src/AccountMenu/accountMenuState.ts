/**
 * What the account menu offers (pure, no DOM): the companies the person
 * belongs to and the offices they belong to in the company they act for,
 * each marked when it is the current one, and the switch a choice asks for.
 */
export type AccountMenuCompany = { id: number; name: string };
export type AccountMenuOffice = { id: number; name: string; is_head_office: boolean };

/** A switch: another company (the server picks its office), or another office of this company. */
export type AccountSwitch = { companyId: number; officeId?: number };

export type AccountMenuEntry = {
  id: number;
  label: string;
  current: boolean;
  choice: AccountSwitch;
};

export type AccountMenuModel = {
  companies: AccountMenuEntry[];
  /** Empty when there is nothing to choose (one office or none). */
  offices: AccountMenuEntry[];
  /** The current office's name, shown even when there is nothing to choose. */
  currentOfficeName: string | null;
};

const byHeadOfficeFirst = (a: AccountMenuOffice, b: AccountMenuOffice) =>
  Number(b.is_head_office) - Number(a.is_head_office);

/**
 * The menu's entries. An unknown current office (the session fell back to
 * the member's first office) is shown as the first one, as the server acts.
 */
export const accountMenuModel = ({
  companies,
  offices,
  currentCompanyId,
  currentOfficeId,
}: {
  companies: readonly AccountMenuCompany[];
  offices: readonly AccountMenuOffice[];
  currentCompanyId: number;
  currentOfficeId: number | null;
}): AccountMenuModel => {
  const ordered = [...offices].sort(byHeadOfficeFirst);
  const current = ordered.find((o) => o.id === currentOfficeId) ?? ordered[0] ?? null;
  return {
    companies: companies.map((k) => ({
      id: k.id,
      label: k.name,
      current: k.id === currentCompanyId,
      choice: { companyId: k.id },
    })),
    offices:
      ordered.length < 2
        ? []
        : ordered.map((o) => ({
            id: o.id,
            label: o.name,
            current: o.id === current?.id,
            choice: { companyId: currentCompanyId, officeId: o.id },
          })),
    currentOfficeName: current?.name ?? null,
  };
};

/** The body of switch_user_company for a choice (office_id only when one was chosen). */
export const switchRequestOf = (choice: AccountSwitch): { company_id: number; office_id?: number } =>
  choice.officeId === undefined
    ? { company_id: choice.companyId }
    : { company_id: choice.companyId, office_id: choice.officeId };
