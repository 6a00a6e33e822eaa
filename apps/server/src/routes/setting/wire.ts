import type {
  TCompanyEditRequest,
  TOfficeWriteRequest,
  ZCompanyEditRequest,
  ZOfficeWriteRequest,
} from '@genba/api-client/schemas';
import { trimmedOrNull } from '@genba/validators';
import type { z } from 'zod';
import type { CompanyColumns, OfficeColumns } from './queries.ts';

type CompanyEdit = z.output<typeof ZCompanyEditRequest>;
type OfficeWrite = z.output<typeof ZOfficeWriteRequest>;

/** The company edit payload (core §3) → the company's columns; the person in charge is kept as one name. */
export const companyColumnsOf = (b: CompanyEdit): CompanyColumns => ({
  name: b.company_name.trim(),
  nameKana: trimmedOrNull(b.name_kana) ?? '',
  postcode: b.postcode,
  prefecId: b.prefecture_id,
  address1: b.address1,
  address2: b.address2,
  address3: trimmedOrNull(b.address3),
  telephoneNumber: b.telephone_number,
  faxNumber: trimmedOrNull(b.fax_number),
  url: trimmedOrNull(b.url),
  representName1: b.represent_name1,
  representName2: trimmedOrNull(b.represent_name2),
  representKana1: trimmedOrNull(b.represent_kana1),
  representKana2: trimmedOrNull(b.represent_kana2),
  personInChargeName:
    [trimmedOrNull(b.person_in_charge_last_name), trimmedOrNull(b.person_in_charge_first_name)]
      .filter(Boolean)
      .join(' ') || null,
  latitude: b.latitude ?? null,
  longitude: b.longitude ?? null,
});

export const officeColumnsOf = (b: OfficeWrite): OfficeColumns => ({
  name: b.name.trim(),
  nameKana: trimmedOrNull(b.name_kana),
  postcode: trimmedOrNull(b.postcode)?.replace('-', '') ?? null,
  prefecId: b.prefecture_id ?? null,
  address1: trimmedOrNull(b.address1),
  address2: trimmedOrNull(b.address2),
  address3: trimmedOrNull(b.address3),
  telephoneNumber: trimmedOrNull(b.telephone_number),
  faxNumber: trimmedOrNull(b.fax_number),
});

export type { TCompanyEditRequest, TOfficeWriteRequest };
