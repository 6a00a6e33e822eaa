import { TextField } from '@genba/ui';
import { EMPTY_PARTNER_COMPANY_FORM, PARTNER_LOGO_TYPES } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { ContactAddressFields } from '../internal/ContactAddressFields.tsx';
import { FormActions } from '../internal/FormActions.tsx';
import styles from '../OfficeForm/SettingsForm.module.css';
import {
  type PartnerCompanyEditFormValues,
  type PartnerCompanyEditPayload,
  partnerCompanyEditFormSchema,
} from './partnerCompanyEditFormSchema.ts';

export type PartnerCompanyFormProps = {
  /** create: regist_company (no logo: that call is JSON); edit: updateCompany, which takes a logo. */
  mode: 'create' | 'edit';
  defaultValues?: Partial<Omit<PartnerCompanyEditFormValues, 'logo'>>;
  /** The company has a stored logo (edit only): choosing a file replaces it. */
  hasLogo?: boolean;
  onSubmit: FormSubmitHandler<PartnerCompanyEditPayload>;
  onCancel?: () => void;
};

const TEXT_FIELDS = [
  'company_name',
  'name_kana',
  'postcode',
  'address1',
  'address2',
  'address3',
  'telephone_number',
  'fax_number',
  'url',
  'represent_name1',
  'represent_name2',
  'represent_kana1',
  'represent_kana2',
  'person_in_charge_name',
] as const;

/**
 * A partner company (協力会社) of /setting/subcontractor: a name, and optionally its
 * address, numbers, URL, representative and person in charge (partnerCompanySchema,
 * the server's rules); when editing, a logo too.
 */
export const PartnerCompanyForm = ({
  mode,
  defaultValues,
  hasLogo,
  onSubmit,
  onCancel,
}: PartnerCompanyFormProps) => {
  const { form, submit, formMessages, isSubmitting, field } = useServerForm({
    schema: partnerCompanyEditFormSchema,
    defaultValues: { ...EMPTY_PARTNER_COMPANY_FORM, ...defaultValues, logo: null },
    onSubmit,
    trim: TEXT_FIELDS,
  });
  const logoError = form.getFieldState('logo', form.formState).error?.message;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? '協力会社の登録' : '協力会社の編集'}
    >
      <FormMessages messages={formMessages} />
      <TextField label="会社名" required autoComplete="organization" {...field('company_name')} />
      <TextField label="会社名(カナ)" {...field('name_kana')} />
      <ContactAddressFields field={field} />
      <TextField label="URL" type="url" {...field('url')} />
      <div className={styles.pair}>
        <TextField label="代表者名(姓)" {...field('represent_name1')} />
        <TextField label="代表者名(名)" {...field('represent_name2')} />
        <TextField label="代表者名カナ(姓)" {...field('represent_kana1')} />
        <TextField label="代表者名カナ(名)" {...field('represent_kana2')} />
      </div>
      <TextField label="担当者名" {...field('person_in_charge_name')} />
      {mode === 'edit' && (
        <TextField
          label="ロゴ"
          type="file"
          accept={PARTNER_LOGO_TYPES.join(',')}
          description={
            hasLogo
              ? '登録済みのロゴがあります。画像を選ぶと置き換えます（jpeg、gif、png、5MBまで）。'
              : 'jpeg、gif、png形式、5MBまでの画像'
          }
          error={logoError}
          onChange={(e) =>
            form.setValue('logo', e.currentTarget.files?.[0] ?? null, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      )}
      <FormActions
        submitLabel={mode === 'create' ? '登録' : '保存'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
};
