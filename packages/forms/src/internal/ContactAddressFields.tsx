import { Select, TextField } from '@genba/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PREFECTURE_OPTIONS } from '../CompanyForm/CompanyForm.tsx';
import styles from '../OfficeForm/SettingsForm.module.css';

type ContactAddressField =
  | 'postcode'
  | 'prefecture_id'
  | 'address1'
  | 'address2'
  | 'address3'
  | 'telephone_number'
  | 'fax_number';

export type ContactAddressFieldsProps = {
  /** useServerForm's `field` of a form whose values include the contact address (contactAddressFormFields). */
  field: (name: ContactAddressField) => UseFormRegisterReturn<string> & { error: string | undefined };
};

/** The optional address and numbers an office and a partner company share (contactAddressFields, core §5). */
export const ContactAddressFields = ({ field }: ContactAddressFieldsProps) => (
  <>
    <div className={styles.pair}>
      <TextField label="郵便番号" inputMode="numeric" autoComplete="postal-code" {...field('postcode')} />
      <Select
        label="都道府県"
        placeholder="選択してください"
        options={PREFECTURE_OPTIONS}
        {...field('prefecture_id')}
      />
    </div>
    <TextField label="市区町村" {...field('address1')} />
    <TextField label="番地" {...field('address2')} />
    <TextField label="建物名" {...field('address3')} />
    <div className={styles.pair}>
      <TextField label="電話番号" type="tel" {...field('telephone_number')} />
      <TextField label="FAX番号" type="tel" {...field('fax_number')} />
    </div>
  </>
);
