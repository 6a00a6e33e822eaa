import { officeSchema } from '@genba/validators';
import { z } from 'zod';
import { addressColumns, ZWireId, zNullableString, zPrefectureId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * An office (営業所/店舗) of a company (core §3: companies have offices,
 * members belong to one or more). The spec lists no office fields beyond
 * its name; the address columns mirror the company's so that store settings
 * (/protec/contractor/{id}/office/information) can reuse the address form.
 */
export const ZOffice = lazySchema(() =>
  z.object({
    id: ZWireId,
    company_id: ZWireId,
    name: z.string(),
    name_kana: zNullableString,
    ...addressColumns,
    telephone_number: zNullableString,
    fax_number: zNullableString,
    /** 1 when this is the company's head office (company.head_office_id). */
    is_head_office: z.boolean(),
  }),
);
export type TOffice = z.infer<typeof ZOffice>;

/** Just enough of an office to name it in a picker. */
export const ZOfficeSummary = lazySchema(() =>
  ZOffice.pick({ id: true, company_id: true, name: true, is_head_office: true }),
);
export type TOfficeSummary = z.infer<typeof ZOfficeSummary>;

/** An office on /setting/office, with how many members it has (deleting one with members is refused). */
export const ZOfficeListItem = lazySchema(() => ZOffice.extend({ member_count: z.number().int().min(0) }));
export type TOfficeListItem = z.infer<typeof ZOfficeListItem>;

export const ZGetOfficesResponse = lazySchema(() => z.object({ data: z.array(ZOfficeListItem) }));
export type TGetOfficesResponse = z.infer<typeof ZGetOfficesResponse>;

/** The office form (officeSchema of @genba/validators); the prefecture may travel as text. */
export const ZOfficeWriteRequest = lazySchema(() =>
  officeSchema.extend({
    prefecture_id: zPrefectureId.nullish(),
  }),
);
export type TOfficeWriteRequest = z.input<typeof ZOfficeWriteRequest>;

export const ZOfficeWriteResponse = lazySchema(() => z.object({ success: z.literal(true), data: ZOffice }));
