import { z } from 'zod';
import { IN_COMPANY_AUTH_IDS, PARTNER_AUTH_IDS } from '../auth/permissions.ts';
import { boundedList } from '../input/bounds.ts';
import { maxChars } from '../internal/fields.ts';
import { requiredText } from '../internal/schema.ts';

/**
 * The company's settings screens of core §2 (/setting/worker, /setting/occupations,
 * /setting/company-team). The spec names the routes, the worker-list requirement by
 * auth (core §3 company_auth_worker_requires, core §5) and the occupations the worker
 * list points at (m_occupation_id), but no fields or wording: the limits and messages
 * below are our design.
 */

/** Occupation names: 20 characters (our design, like the invitation name's limit). Teams: 50, the case list's team filter limit. */
export const COMPANY_SETTING_LIMIT = { occupationName: 20, teamName: 50, items: 100 } as const;

export const OCCUPATION_MESSAGE = {
  nameRequired: '職種名を入力してください。',
  duplicate: '同じ名前の職種がすでにあります。',
  notFound: '職種が見つかりません。',
  tooMany: `職種は${COMPANY_SETTING_LIMIT.items}件まで登録できます。`,
  inUse: 'メンバーの作業員名簿で使われている職種は削除できません。',
  unknown: '登録されていない職種が選ばれています。',
  deleteConfirm: (name: string) => `職種「${name}」を削除します。よろしいですか？`,
} as const;

export const TEAM_MESSAGE = {
  nameRequired: 'チーム名を入力してください。',
  duplicate: '同じ名前のチームがすでにあります。',
  notFound: 'チームが見つかりません。',
  tooMany: `チームは${COMPANY_SETTING_LIMIT.items}件まで登録できます。`,
  deleteConfirm: (name: string) =>
    `チーム「${name}」を削除します。案件に付いているこのチームも外れます。よろしいですか？`,
} as const;

export const WORKER_SETTING_MESSAGE = {
  authInvalid: '選択できない権限が含まれています。',
} as const;

const nameField = (requiredMessage: string, max: number) =>
  requiredText(requiredMessage, [maxChars(max)], { trim: true, singleLine: true });

/** An occupation (職種) of the company: add and rename. */
export const occupationSchema = z.object({
  name: nameField(OCCUPATION_MESSAGE.nameRequired, COMPANY_SETTING_LIMIT.occupationName),
});
export type OccupationInput = z.input<typeof occupationSchema>;

/** A team (チーム) of the company: add and rename. */
export const companyTeamSchema = z.object({
  name: nameField(TEAM_MESSAGE.nameRequired, COMPANY_SETTING_LIMIT.teamName),
});
export type CompanyTeamInput = z.input<typeof companyTeamSchema>;

/**
 * The auths a company may require the worker list (作業員名簿) of: every auth a
 * member can hold (core §6 in-company and partner lists), in the order of the screen.
 */
export const WORKER_REQUIRABLE_AUTH_IDS = [...IN_COMPANY_AUTH_IDS, ...PARTNER_AUTH_IDS] as const;

/**
 * /setting/worker: the auths whose members must fill the worker list
 * (company_auth_worker_requires). An empty list turns the company requirement off;
 * a member's own setting still wins (isWorkerListRequired).
 */
export const workerSettingSchema = z.object({
  company_auth_worker_requires: boundedList(
    z
      // The number's error also answers its checks (zod 4), so a fraction or an unknown auth gets the same message.
      .number({ error: WORKER_SETTING_MESSAGE.authInvalid })
      .int()
      .refine((a) => (WORKER_REQUIRABLE_AUTH_IDS as readonly number[]).includes(a)),
    { max: WORKER_REQUIRABLE_AUTH_IDS.length },
  ).transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type WorkerSettingInput = z.input<typeof workerSettingSchema>;

/** Whether a name is already used in a list (case and surrounding spaces ignored), leaving out the item being renamed. */
export const isDuplicateName = (
  name: string,
  items: readonly { id: number; name: string }[],
  exceptId?: number,
): boolean => {
  const key = name.trim().toLowerCase();
  return items.some((i) => i.id !== exceptId && i.name.trim().toLowerCase() === key);
};
