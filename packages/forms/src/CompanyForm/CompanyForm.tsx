import { Button, Select, TextField } from '@genba/ui';
import {
  type CompanyFormValues,
  type CompanyPayload,
  companyFormSchema,
  PREFECTURES,
} from '@genba/validators';
import { useState } from 'react';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { FormActions } from '../internal/FormActions.tsx';
import styles from '../OfficeForm/SettingsForm.module.css';

/** What a postal-code lookup found for the company's address. */
export type CompanyAddressLookup = { prefecture_id: number; address1: string; address2: string };

export type CompanyFormProps = {
  defaultValues: CompanyFormValues;
  onSubmit: FormSubmitHandler<CompanyPayload>;
  /** The postal-code adapter (core §7); the button shows only when given. */
  onPostalLookup?: (postcode: string) => Promise<CompanyAddressLookup | null>;
};

export const PREFECTURE_OPTIONS = PREFECTURES.map((p) => ({ value: String(p.code), label: p.name }));

/**
 * The company settings form of /setting/company (core §3 company edit
 * payload, core §5 rules): name, address with postal-code lookup, numbers,
 * URL, the representative and the person in charge with their kana.
 */
export const CompanyForm = ({ defaultValues, onSubmit, onPostalLookup }: CompanyFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: companyFormSchema,
    defaultValues,
    onSubmit,
  });
  const { errors } = form.formState;
  const [lookupMessage, setLookupMessage] = useState<string | undefined>();
  const [looking, setLooking] = useState(false);
  const field = (name: keyof CompanyFormValues) => ({ error: errors[name]?.message, ...form.register(name) });

  const findAddress = async () => {
    if (!onPostalLookup) return;
    setLooking(true);
    const found = await onPostalLookup(form.getValues('postcode')).catch(() => null);
    setLooking(false);
    if (!found) {
      setLookupMessage('住所が見つかりませんでした。');
      return;
    }
    setLookupMessage(undefined);
    form.setValue('prefecture_id', String(found.prefecture_id), { shouldDirty: true });
    form.setValue('address1', found.address1, { shouldDirty: true });
    form.setValue('address2', found.address2, { shouldDirty: true });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="会社情報の編集">
      <FormMessages messages={formMessages} />
      <TextField label="会社名" required {...field('company_name')} />
      <TextField label="会社名(カナ)" {...field('name_kana')} />
      <div className={styles.row}>
        <TextField
          label="郵便番号"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postcode')}
          error={errors.postcode?.message ?? lookupMessage}
        />
        {onPostalLookup && (
          <Button type="button" variant="secondary" loading={looking} onClick={() => void findAddress()}>
            住所を検索
          </Button>
        )}
      </div>
      <Select
        label="都道府県"
        required
        placeholder="選択してください"
        options={PREFECTURE_OPTIONS}
        {...field('prefecture_id')}
      />
      <TextField label="市区町村" required {...field('address1')} />
      <TextField label="番地" required {...field('address2')} />
      <TextField label="建物名" {...field('address3')} />
      <div className={styles.pair}>
        <TextField label="電話番号" required type="tel" {...field('telephone_number')} />
        <TextField label="FAX番号" type="tel" {...field('fax_number')} />
      </div>
      <TextField label="URL" type="url" {...field('url')} />
      <div className={styles.pair}>
        <TextField label="代表者名(姓)" required {...field('represent_name1')} />
        <TextField label="代表者名(名)" {...field('represent_name2')} />
        <TextField label="代表者名カナ(姓)" {...field('represent_kana1')} />
        <TextField label="代表者名カナ(名)" {...field('represent_kana2')} />
        <TextField label="担当者名(姓)" {...field('person_in_charge_last_name')} />
        <TextField label="担当者名(名)" {...field('person_in_charge_first_name')} />
        <TextField label="担当者名カナ(姓)" {...field('in_charge_kana1')} />
        <TextField label="担当者名カナ(名)" {...field('in_charge_kana2')} />
      </div>
      <FormActions submitLabel="保存" isSubmitting={isSubmitting} />
    </form>
  );
};
