import { z } from 'zod';
import { boundedText, choice } from '../input/bounds.ts';

/**
 * Core §3 customer: a person or a company. The spec gives no customer limits;
 * these follow the building's (name 50, memo 1000) so one office form reads alike.
 */
export const CUSTOMER_TYPE = { person: 'person', company: 'company' } as const;
export type CustomerType = (typeof CUSTOMER_TYPE)[keyof typeof CUSTOMER_TYPE];
export const CUSTOMER_TYPE_LABEL: Record<CustomerType, string> = { person: '個人', company: '法人' };

export const CUSTOMER_LIMIT = { name: 50, kana: 50, rank: 20, number: 30, memo: 1000, address: 20 } as const;

export const CUSTOMER_MESSAGE = {
  nameRequired: '顧客名を入力してください。',
} as const;

/** The customer's name: trimmed, required, at most 50 characters. */
export const customerNameSchema = boundedText({
  trim: true,
  required: CUSTOMER_MESSAGE.nameRequired,
  max: CUSTOMER_LIMIT.name,
});
export const customerTypeSchema = choice([CUSTOMER_TYPE.person, CUSTOMER_TYPE.company]);

/** The /customer quick form as the browser holds it (strings; '' is none). */
export const customerFormSchema = z.object({
  clientName: customerNameSchema,
  kana: boundedText({ max: CUSTOMER_LIMIT.kana }),
  type: customerTypeSchema,
  tel: boundedText({ max: 20 }),
  mail: boundedText({ max: 255 }),
  address1: boundedText({ max: CUSTOMER_LIMIT.address }),
  memo: boundedText({ max: CUSTOMER_LIMIT.memo, multiline: true }),
});
export type CustomerFormValues = z.input<typeof customerFormSchema>;
