import { z } from 'zod';
import { ZPagingQuery, zId, zKeyword, zPage } from './common.ts';

/**
 * A contact person of a partner company (core §3, talk §3: id, name1, name2,
 * tel_number, email). The spec edits them under
 * /protec/contractor/{id}/person/information, so each belongs to a company;
 * company_id is that owner.
 */
export const ZContactPerson = z.object({
  id: z.number().int().positive(),
  company_id: z.number().int().positive(),
  name1: z.string(),
  name2: z.string().nullable(),
  tel_number: z.string().nullable(),
  email: z.string().nullable(),
});
export type TContactPerson = z.infer<typeof ZContactPerson>;

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Contact-person rules of talk §5, messages verbatim; empty phone and e-mail are allowed. */
// TODO(validators): use contactPersonSchema
export const ZContactPersonRequest = z.object({
  company_id: zId,
  name1: z.string().trim().min(1, '氏名(姓)を入力してください').max(20, '20文字以下で入力してください'),
  name2: z.string().max(20, '20文字以下で入力してください').nullish().transform(blankToNull),
  tel_number: z
    .string()
    .nullish()
    .transform((value) => blankToNull(value)?.replace(/^\+81/, '0').replace(/[-\s]/g, '') ?? null)
    .refine((value) => value === null || /^0\d{9,10}$/.test(value), '携帯電話番号に誤りがあります'),
  email: z
    .string()
    .nullish()
    .transform(blankToNull)
    .refine(
      (value) => value === null || z.email().safeParse(value).success,
      'メールアドレスに誤りがあります',
    ),
});
export type TContactPersonRequest = z.input<typeof ZContactPersonRequest>;

/** List query: the owner company, optional keyword on name and phone, paging. */
export const ZContactPersonListQuery = ZPagingQuery.extend({ company_id: zId, keyword: zKeyword });
export type TContactPersonListQuery = z.input<typeof ZContactPersonListQuery>;

export const ZContactPersonListResponse = zPage(ZContactPerson);
export const ZContactPersonWriteResponse = z.object({ status: z.literal(true), data: ZContactPerson });
