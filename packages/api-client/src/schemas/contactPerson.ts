import { contactPersonSchema, normalizePhone } from '@genba/validators';
import { z } from 'zod';
import { ZPagingQuery, zId, zKeyword, zPage } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * A contact person of a partner company (core §3, talk §3: id, name1, name2,
 * tel_number, email). The spec edits them under
 * /protec/contractor/{id}/person/information, so each belongs to a company;
 * company_id is that owner.
 */
export const ZContactPerson = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    company_id: z.number().int().positive(),
    name1: z.string(),
    name2: z.string().nullable(),
    tel_number: z.string().nullable(),
    email: z.string().nullable(),
  }),
);
export type TContactPerson = z.infer<typeof ZContactPerson>;

/** Blank optional fields are stored as null; phones normalised (+81 → 0, separators removed, core §5). */
const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Contact-person rules of talk §5 (contactPersonSchema of @genba/validators) plus the owner company. */
export const ZContactPersonRequest = lazySchema(() =>
  contactPersonSchema.extend({
    company_id: zId,
    name2: contactPersonSchema.shape.name2.transform(blankToNull),
    tel_number: contactPersonSchema.shape.tel_number.transform((value) => {
      const tel = blankToNull(value);
      return tel === null ? null : normalizePhone(tel);
    }),
    email: contactPersonSchema.shape.email.transform(blankToNull),
  }),
);
export type TContactPersonRequest = z.input<typeof ZContactPersonRequest>;

/** List query: the owner company, optional keyword on name and phone, paging. */
export const ZContactPersonListQuery = lazySchema(() =>
  ZPagingQuery.extend({ company_id: zId, keyword: zKeyword }),
);
export type TContactPersonListQuery = z.input<typeof ZContactPersonListQuery>;

export const ZContactPersonListResponse = lazySchema(() => zPage(ZContactPerson));
export const ZContactPersonWriteResponse = lazySchema(() =>
  z.object({ status: z.literal(true), data: ZContactPerson }),
);
