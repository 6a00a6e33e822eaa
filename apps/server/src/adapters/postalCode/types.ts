import type { PrefectureCode } from '@genba/validators';

/**
 * Address result of talk §3. `pref` is the JIS prefecture code, `prefName`
 * its name; `address1` the city (市区町村), `address2` the town (町域, empty
 * when Japan Post lists the city alone). `precision` says how close the
 * position is: the local data set has no coordinates finer than a prefecture.
 */
export type AddressResult = {
  readonly zip: string;
  readonly pref: PrefectureCode;
  readonly prefName: string;
  readonly address1: string;
  readonly address2: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly precision: 'prefecture' | 'town';
};

/** Looks a Japanese postal code up (talk §5: country JP only). An unknown code gives an empty list. */
export type PostalCodeAdapter = {
  readonly kind: string;
  lookup(zip: string): Promise<AddressResult[]>;
};

/** 7 ASCII digits from '100-0001', '１００－０００１' or '〒1000001'; undefined when that is impossible. */
export const normaliseZip = (input: string): string | undefined => {
  const ascii = input.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const digits = ascii.replace(/[\s〒\-‐－ー―]/g, '');
  return /^\d{7}$/.test(digits) ? digits : undefined;
};
