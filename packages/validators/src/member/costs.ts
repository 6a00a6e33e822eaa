import { z } from 'zod';
import { COST_TYPE } from '../attendance/totals.ts';
import { boundedList, idInput } from '../input/bounds.ts';
import { requiredText } from '../internal/schema.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';

/**
 * The worker-list data's costs and allowances of a member (core §3 member:
 * cost_type, cost, hour_cost, monthly_cost, monthly_payment_cost,
 * hour_allowance_cost, field_volume_cost, company_member_allowance; core §3
 * allowance: company_allowance_id, name, cost, unit_id). The spec names the
 * fields but not their codes or limits: these are ours.
 */
/** The pay types are the attendance totals' (COST_TYPE: 1 daily, 2 hourly, 3 monthly). */

/** How an allowance is counted. */
export const ALLOWANCE_UNIT = { perDay: 1, perHour: 2, perMonth: 3, perSite: 4 } as const;
export type AllowanceUnit = (typeof ALLOWANCE_UNIT)[keyof typeof ALLOWANCE_UNIT];
export const ALLOWANCE_UNIT_LABEL: Record<AllowanceUnit, string> = {
  1: '1日あたり',
  2: '1時間あたり',
  3: '1か月あたり',
  4: '1現場あたり',
};

/** The largest amount in yen a cost or an allowance may be. */
export const MEMBER_COST_MAX = 9_999_999;
export const MEMBER_ALLOWANCES_MAX = 20;
export const ALLOWANCE_NAME_MAX = 20;

export const MEMBER_COST_MESSAGE = {
  amount: `0以上${MEMBER_COST_MAX}以下の半角数字で入力してください。`,
  costType: '給与の種類を選択してください。',
  allowanceName: '手当名を入力してください。',
  allowanceCost: '手当の金額を入力してください。',
  unit: '手当の単位を選択してください。',
  duplicate: '同じ名前の手当は登録できません。',
} as const;

// Stryker disable next-line ConditionalExpression: equivalent, seven digits are at most 9,999,999; the bound says which limit the pattern keeps.
const isAmount = (v: string) => /^\d{1,7}$/.test(v) && Number(v) <= MEMBER_COST_MAX;

/**
 * A yen amount as a form or multipart field sends it: '' or null is "not set",
 * anything else 0-9,999,999 in half-width digits (full-width digits are
 * converted by the form before the schema sees them).
 */
export const memberCostAmount = z
  .union([z.number(), z.string().max(32, { error: MEMBER_COST_MESSAGE.amount, abort: true })], {
    error: MEMBER_COST_MESSAGE.amount,
  })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (!isAmount(text)) {
      ctx.addIssue({ code: 'custom', message: MEMBER_COST_MESSAGE.amount });
      return z.NEVER;
    }
    return Number(text);
  });

const codeOf = <T extends Record<string, number>>(values: T, message: string) =>
  z
    .union([z.number(), z.string().max(4, { error: message, abort: true })], { error: message })
    .transform((v, ctx) => {
      const n = Number(v);
      if (!(Object.values(values) as number[]).includes(n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n as T[keyof T];
    });

export const costTypeField = z
  .union([z.literal(''), codeOf(COST_TYPE, MEMBER_COST_MESSAGE.costType)], {
    error: MEMBER_COST_MESSAGE.costType,
  })
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : v));

/** One allowance row of the member form. The name picks (or makes) the company's allowance of that name. */
export const memberAllowanceRowSchema = z.object({
  company_allowance_id: idInput.nullish(),
  name: requiredText(
    MEMBER_COST_MESSAGE.allowanceName,
    [[(v) => [...v].length <= ALLOWANCE_NAME_MAX, TEXT_MESSAGE.maxLength(ALLOWANCE_NAME_MAX)]],
    { trim: true, singleLine: true },
  ),
  cost: memberCostAmount.refine((v) => v !== null, { error: MEMBER_COST_MESSAGE.allowanceCost }),
  unit_id: codeOf(ALLOWANCE_UNIT, MEMBER_COST_MESSAGE.unit),
});
export type MemberAllowanceRow = z.output<typeof memberAllowanceRowSchema>;

/** The rows, at most 20, each name once (the name is the allowance). */
export const memberAllowancesSchema = boundedList(memberAllowanceRowSchema, {
  max: MEMBER_ALLOWANCES_MAX,
}).superRefine((rows, ctx) => {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.name))
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: MEMBER_COST_MESSAGE.duplicate });
    seen.add(row.name);
  });
});

/** The member's pay and its allowances (core §3 member cost fields). */
export const memberCostsSchema = z.object({
  cost_type: costTypeField,
  cost: memberCostAmount,
  hour_cost: memberCostAmount,
  monthly_cost: memberCostAmount,
  monthly_payment_cost: memberCostAmount,
  hour_allowance_cost: memberCostAmount,
  field_volume_cost: memberCostAmount,
  company_member_allowance: memberAllowancesSchema.default([]),
});
export type MemberCosts = z.output<typeof memberCostsSchema>;
