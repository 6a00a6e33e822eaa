import type {
  TCompanyEditRequest,
  TOfficeWriteRequest,
  ZCompanyEditRequest,
  ZOfficeWriteRequest,
} from '@genba/api-client/schemas';
import type { z } from 'zod';
import type { CompanyColumns, OfficeColumns } from './queries.ts';

type CompanyEdit = z.output<typeof ZCompanyEditRequest>;
type OfficeWrite = z.output<typeof ZOfficeWriteRequest>;

const orNull = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

/** The company edit payload (core §3) → the company's columns; the person in charge is kept as one name. */
export const companyColumnsOf = (b: CompanyEdit): CompanyColumns => ({
  name: b.company_name.trim(),
  nameKana: orNull(b.name_kana) ?? '',
  postcode: b.postcode,
  prefecId: b.prefecture_id,
  address1: b.address1,
  address2: b.address2,
  address3: orNull(b.address3),
  telephoneNumber: b.telephone_number,
  faxNumber: orNull(b.fax_number),
  url: orNull(b.url),
  representName1: b.represent_name1,
  representName2: orNull(b.represent_name2),
  representKana1: orNull(b.represent_kana1),
  representKana2: orNull(b.represent_kana2),
  personInChargeName:
    [orNull(b.person_in_charge_last_name), orNull(b.person_in_charge_first_name)].filter(Boolean).join(' ') ||
    null,
  latitude: b.latitude ?? null,
  longitude: b.longitude ?? null,
});

export const officeColumnsOf = (b: OfficeWrite): OfficeColumns => ({
  name: b.name.trim(),
  nameKana: orNull(b.name_kana),
  postcode: orNull(b.postcode)?.replace('-', '') ?? null,
  prefecId: b.prefecture_id ?? null,
  address1: orNull(b.address1),
  address2: orNull(b.address2),
  address3: orNull(b.address3),
  telephoneNumber: orNull(b.telephone_number),
  faxNumber: orNull(b.fax_number),
});

export type { TCompanyEditRequest, TOfficeWriteRequest };
