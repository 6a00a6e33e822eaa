import {
  boundedInt,
  boundedList,
  boundedText,
  CARD_MESSAGE,
  CONTRACT_BILL_STATUS,
  CONTRACT_ERROR_MESSAGES,
  CONTRACT_OPTIONS,
  CONTRACT_PERIOD_MONTHS,
  CONTRACT_STATUS,
  choice,
  createCardSchema,
  DEFAULT_CONTRACT_PERIOD_MONTHS,
  INPUT_MESSAGE,
} from '@genba/validators';
import { z } from 'zod';
import { ZWireId, zDate } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** Contract status (core §4; CONTRACT_STATUS of @genba/validators): 1 using … 7 contract processing. */
export const ZContractStatus = lazySchema(() =>
  z.literal(Object.values(CONTRACT_STATUS), { error: INPUT_MESSAGE.choice }),
);
export type TContractStatus = z.infer<typeof ZContractStatus>;

/**
 * Contracts (core §3: plan monthly or annual, initial cost, modification
 * requests; other fields not shown). The fields below are our design, drawn
 * from core §4 (status, terms, trial periods) and §9 (plans, periods, options).
 */

/** Contract periods in months (core §9); default 12. */
export const CONTRACT_PERIODS = CONTRACT_PERIOD_MONTHS;
export const DEFAULT_CONTRACT_PERIOD = DEFAULT_CONTRACT_PERIOD_MONTHS;
export const ZContractPeriod = lazySchema(() =>
  z.literal(CONTRACT_PERIOD_MONTHS, { error: INPUT_MESSAGE.choice }),
);

export const ZPlanType = lazySchema(() => choice(['monthly', 'annual']));
export type TPlanType = z.infer<typeof ZPlanType>;

/** Contract options (core §1; CONTRACT_OPTIONS of @genba/validators). */
export { CONTRACT_OPTIONS };
export const ZContractOptionKey = lazySchema(() => choice(CONTRACT_OPTIONS));

/** A plan as offered (core §9 fees): amounts in yen, tax included. */
export const ZPlan = lazySchema(() =>
  z.object({
    id: ZWireId,
    name: z.string(),
    plan_type: ZPlanType,
    /** true for the office-contract variant (monthly 6,600). */
    is_office_plan: z.boolean(),
    period_months: ZContractPeriod,
    amount: boundedInt({ min: 0 }),
    monthly_amount: boundedInt({ min: 0 }),
    initial_cost: boundedInt({ min: 0 }),
    /** The date from which this price applies (the 2025-06-01 revision). */
    effective_from: z.string(),
  }),
);
export type TPlan = z.infer<typeof ZPlan>;

/** An option line of a contract, with its own trial end. */
export const ZContractOption = lazySchema(() =>
  z.object({
    option: ZContractOptionKey,
    name: z.string(),
    cost: boundedInt({ min: 0 }),
    trial_end_date: z.string().nullable(),
    /** Paid by card: then the basic trial period may not change (core §8). */
    paid_by_card: z.boolean(),
  }),
);
export type TContractOption = z.infer<typeof ZContractOption>;

export const ZPaymentMethod = lazySchema(() => choice(['card', 'invoice']));

export const ZContract = lazySchema(() =>
  z.object({
    id: ZWireId,
    company_id: ZWireId,
    /** Set for an office contract, null for the company contract. */
    office_id: ZWireId.nullable(),
    contract_plan_id: ZWireId,
    plan_type: ZPlanType,
    contract_period: ZContractPeriod,
    status: ZContractStatus,
    start_date: z.string(),
    billing_start_date: z.string().nullable(),
    trial_end_date: z.string().nullable(),
    contract_end_date: z.string().nullable(),
    initial_cost: boundedInt({ min: 0 }),
    monthly_amount: boundedInt({ min: 0 }),
    payment_method: ZPaymentMethod,
    options: boundedList(ZContractOption),
  }),
);
export type TContract = z.infer<typeof ZContract>;

/** Change a contract's plan, period or trial ends. The option rules of core §8 are checked on the server. */
export const ZUpdateContractRequest = lazySchema(() =>
  z.object({
    contract_plan_id: ZWireId.optional(),
    contract_period: ZContractPeriod.optional(),
    trial_end_date: zDate.nullable().optional(),
    options: boundedList(
      z.object({ option: ZContractOptionKey, trial_end_date: zDate.nullable() }),
    ).optional(),
  }),
);
export type TUpdateContractRequest = z.input<typeof ZUpdateContractRequest>;

/** Contract option errors of core §8 (CONTRACT_ERROR_MESSAGES of @genba/validators). */
export { CONTRACT_ERROR_MESSAGES };

/** Turn temporary contracts into formal ones (status 2 → 1). */
export const ZFormalMultipleRequest = lazySchema(() =>
  z.object({ contract_ids: boundedList(ZWireId).min(1) }),
);
export const ZContractsResponse = lazySchema(() => z.object({ data: boundedList(ZContract) }));

/** The acting company's contracts and whether use is suspended (the suspended modal of core §4). */
export const ZContractsInformationResponse = lazySchema(() =>
  z.object({
    contracts: boundedList(ZContract),
    suspended: z.boolean(),
    /** Paid features are off for suspended or cancelled contracts. */
    paid_features_enabled: z.boolean(),
  }),
);

export const ZPlansResponse = lazySchema(() => z.object({ data: boundedList(ZPlan), tax_rate: z.number() }));

/** A request to change plan or options, handled by support (core §3 modification requests). */
export const ZContractModificationRequest = lazySchema(() =>
  z.object({
    contract_id: ZWireId,
    contract_plan_id: ZWireId,
    contract_period: ZContractPeriod,
    options: boundedList(ZContractOptionKey),
    memo: boundedText({ max: 1000, multiline: true }).optional(),
  }),
);
export type TContractModificationRequest = z.input<typeof ZContractModificationRequest>;
export const ZContractModificationResponse = lazySchema(() =>
  z.object({
    id: ZWireId,
    contract_id: ZWireId,
    status: choice(['requested', 'accepted', 'rejected']),
    created_at: z.string(),
  }),
);

// ---- sales: card payment ---------------------------------------------------

/** Contract bill status (core §4; CONTRACT_BILL_STATUS of @genba/validators). */
export const ZBillStatus = lazySchema(() => z.enum(CONTRACT_BILL_STATUS, { error: INPUT_MESSAGE.choice }));

/**
 * Card rules of core §5 (createCardSchema of @genba/validators). Built per
 * parse, because "expiry next month or later" depends on today and a server
 * runs across month ends.
 */
type TCardInput = z.input<ReturnType<typeof createCardSchema>>;
export const ZCard = lazySchema(() =>
  z
    .custom<TCardInput>((value) => typeof value === 'object' && value !== null, CARD_MESSAGE.cardnoRequired)
    .transform((value, context) => {
      const result = createCardSchema(new Date()).safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }),
);
export type TCard = z.input<typeof ZCard>;

/** A registered card as shown back: never the full number. */
export const ZCardSummary = lazySchema(() =>
  z.object({
    card_seq: boundedInt({ min: 0 }),
    masked_cardno: z.string().regex(/^\*+\d{4}$/),
    expire: z.string().regex(/^\d{4}-\d{2}$/),
    holdername: z.string(),
  }),
);
export type TCardSummary = z.infer<typeof ZCardSummary>;

/** Pay for a plan: with a new card or the registered one (card_seq). */
export const ZExecContractTransRequest = lazySchema(() =>
  z
    .object({
      contract_plan_id: ZWireId,
      contract_period: ZContractPeriod,
      options: boundedList(ZContractOptionKey),
      card: ZCard.optional(),
      card_seq: boundedInt({ min: 0 }).optional(),
    })
    .refine((value) => (value.card === undefined) !== (value.card_seq === undefined), {
      path: ['card'],
      message: CONTRACT_ERROR_MESSAGES.cardRequired,
    }),
);
export type TExecContractTransRequest = z.input<typeof ZExecContractTransRequest>;

/** The transaction outcome; redirect_url is set when 3-D Secure must finish at /callback-3ds. */
export const ZExecContractTransResponse = lazySchema(() =>
  z.object({
    status: ZBillStatus,
    contract_id: ZWireId.nullable(),
    redirect_url: z.string().nullable(),
  }),
);

export const ZCheckCardRequest = lazySchema(() => z.object({ card: ZCard }));
export const ZCheckCardResponse = lazySchema(() =>
  z.object({ valid: z.boolean(), card: ZCardSummary.nullable() }),
);
export const ZSearchCardResponse = lazySchema(() => z.object({ card: ZCardSummary.nullable() }));
export const ZCheckSettlementCardExpireResponse = lazySchema(() =>
  z.object({
    /** No card registered: nothing can expire. */
    has_card: z.boolean(),
    expired: z.boolean(),
    /** Expires at the end of this or next month: the screen warns. */
    expires_soon: z.boolean(),
    expire: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .nullable(),
  }),
);
