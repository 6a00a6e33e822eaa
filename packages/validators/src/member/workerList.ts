import { z } from 'zod';
import { isIsoDate } from '../internal/date.ts';
import { maxDisplay } from '../internal/fields.ts';
import { optionalText } from '../internal/schema.ts';
import { isValidJapanesePhone } from '../phone/phone.ts';

/** Core §5 worker-list limits in half-width units (full-width counts 2). */
export const WORKER_LIST_LIMIT = { name: 40, memo: 100 } as const;

export const WORKER_LIST_MESSAGE = {
  birthDateRequired: '生年月日を入力してください。',
  occupationTypeRequired: '職種を選択してください。',
  experienceYearsRequired: '経験年数を入力してください。',
  employmentDateRequired: '雇入年月日を入力してください。',
  presentAddressRequired: '現住所を入力してください。',
  presentTelRequired: '現住所の電話番号を入力してください。',
  bloodTypeRequired: '血液型を選択してください。',
  diagnosisDateRequired: '健康診断日を入力してください。',
  telInvalid: '正しい電話番号を入力してください。',
} as const;

const text = z.string().nullish();
const numberOrText = z.union([z.number(), z.string()]).nullish();

/** Core §3 worker list data, with the always-on length limits of core §5. */
export const workerListDataSchema = z.object({
  member_profile: z
    .object({
      blood_type: text,
      date_of_birth: text,
      year: numberOrText,
      month: numberOrText,
      day: numberOrText,
      employment_date: text,
      home_address: text,
      home_tel: optionalText([[isValidJapanesePhone, WORKER_LIST_MESSAGE.telInvalid]]),
      present_address: text,
      present_tel: optionalText([[isValidJapanesePhone, WORKER_LIST_MESSAGE.telInvalid]]),
    })
    .nullish(),
  member_occupations: z
    .array(
      z.object({
        m_occupation_id: numberOrText,
        experience_years: numberOrText,
        occupation_types: z
          .union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))])
          .nullish(),
      }),
    )
    .nullish(),
  member_insurance: z
    .object({
      member_accidents: z
        .array(
          z.object({
            insurance_company_name: optionalText([maxDisplay('保険会社名', WORKER_LIST_LIMIT.name)]),
            insurance_number: optionalText([maxDisplay('保険番号', WORKER_LIST_LIMIT.name)]),
          }),
        )
        .nullish(),
      member_healths: z.array(z.object({ diagnosis_date: text })).nullish(),
    })
    .nullish(),
  member_license: z
    .object({
      license_memo: optionalText([maxDisplay('資格・免許のメモ', WORKER_LIST_LIMIT.memo)]),
      member_licenses: z
        .array(
          z.object({
            license_name: optionalText([maxDisplay('資格・免許名', WORKER_LIST_LIMIT.name)]),
            license_occupations: z.unknown().optional(),
          }),
        )
        .nullish(),
    })
    .nullish(),
  member_certificate: z
    .object({
      certificate_memo: optionalText([maxDisplay('修了証のメモ', WORKER_LIST_LIMIT.memo)]),
      member_certificates: z
        .array(z.object({ certificate_name: optionalText([maxDisplay('修了証名', WORKER_LIST_LIMIT.name)]) }))
        .nullish(),
    })
    .nullish(),
});
export type WorkerListData = z.infer<typeof workerListDataSchema>;

/**
 * A date that counts as entered: a real `YYYY-MM-DD` date. The legacy
 * "zero date" '0000-00-00' (and '' or null) counts as empty: isIsoDate refuses year 0000.
 */
export const isEnteredDate = (v: string | null | undefined): boolean => !!v && isIsoDate(v);

const filled = (v: unknown): boolean =>
  Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && String(v).trim() !== '';

/** The birth date of a profile: `date_of_birth`, else year, month and day put together. */
export const birthDateOf = (p: NonNullable<WorkerListData['member_profile']>): string | null => {
  if (isEnteredDate(p.date_of_birth)) return p.date_of_birth ?? null;
  // A part not filled (null, '', spaces) makes no YYYY-MM-DD date ('null', '0000', '0 '), so the check refuses it.
  const iso = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return isEnteredDate(iso) ? iso : null;
};

type Issue = { path: (string | number)[]; message: string };

/**
 * Core §5 rules that apply only when the worker list is required: birth date,
 * each occupation's type and years, employment date (empty or zero date
 * invalid), present address and tel, blood type and a health diagnosis date
 * (every health row; the first one when there is none). Paths are relative
 * to the worker list data.
 */
export const requiredWorkerListIssues = (d: WorkerListData | null | undefined): Issue[] => {
  const issues: Issue[] = [];
  const p = d?.member_profile ?? {};
  const profile = (field: string, message: string) =>
    issues.push({ path: ['member_profile', field], message });
  if (birthDateOf(p) === null) profile('date_of_birth', WORKER_LIST_MESSAGE.birthDateRequired);
  if (!isEnteredDate(p.employment_date))
    profile('employment_date', WORKER_LIST_MESSAGE.employmentDateRequired);
  if (!filled(p.present_address)) profile('present_address', WORKER_LIST_MESSAGE.presentAddressRequired);
  if (!filled(p.present_tel)) profile('present_tel', WORKER_LIST_MESSAGE.presentTelRequired);
  if (!filled(p.blood_type)) profile('blood_type', WORKER_LIST_MESSAGE.bloodTypeRequired);
  (d?.member_occupations ?? []).forEach((o, i) => {
    if (!filled(o.occupation_types)) {
      issues.push({
        path: ['member_occupations', i, 'occupation_types'],
        message: WORKER_LIST_MESSAGE.occupationTypeRequired,
      });
    }
    if (!filled(o.experience_years)) {
      issues.push({
        path: ['member_occupations', i, 'experience_years'],
        message: WORKER_LIST_MESSAGE.experienceYearsRequired,
      });
    }
  });
  const healths = d?.member_insurance?.member_healths ?? [];
  (healths.length ? healths : [{ diagnosis_date: null }]).forEach((h, i) => {
    if (!isEnteredDate(h.diagnosis_date)) {
      issues.push({
        path: ['member_insurance', 'member_healths', i, 'diagnosis_date'],
        message: WORKER_LIST_MESSAGE.diagnosisDateRequired,
      });
    }
  });
  return issues;
};

/**
 * Core §5: the member's own `worker_list_required` (0 or 1) wins; when it is
 * unset, the list is required if the company setting is on and the member's
 * auth is in the company's required list.
 */
export const isWorkerListRequired = (
  member: { worker_list_required?: number | null; auth_id: number },
  company: { workerListRequired: boolean; requiredAuthIds: readonly number[] },
): boolean => {
  if (member.worker_list_required === 0 || member.worker_list_required === 1)
    return member.worker_list_required === 1;
  return company.workerListRequired && company.requiredAuthIds.includes(member.auth_id);
};
