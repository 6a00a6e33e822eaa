import { FormMessages, type FormSubmitHandler, useServerForm } from '@genba/forms';
import { Button, Select, TextField } from '@genba/ui';
import { CUSTOMER_TYPE_LABEL, type CustomerFormValues, customerFormSchema } from '@genba/validators';
import type { z } from 'zod';
import styles from './CaseList.module.css';

/** Registers a customer from /customer (core §3 fields the office fills first; the rest are edited later). */
export const CustomerQuickForm = ({
  onSubmit,
}: {
  onSubmit: FormSubmitHandler<z.output<typeof customerFormSchema>>;
}) => {
  const empty: CustomerFormValues = {
    clientName: '',
    kana: '',
    type: 'person',
    tel: '',
    mail: '',
    address1: '',
    memo: '',
  };
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: customerFormSchema,
    defaultValues: empty,
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      if (result?.ok) form.reset(empty);
      return result;
    },
    trim: ['clientName', 'kana', 'tel', 'mail'],
  });
  const { errors } = form.formState;
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label="顧客の登録">
      <FormMessages messages={formMessages} />
      <TextField
        label="顧客名"
        required
        error={errors.clientName?.message}
        {...form.register('clientName')}
      />
      <TextField label="顧客名カナ" error={errors.kana?.message} {...form.register('kana')} />
      <Select
        label="区分"
        options={Object.entries(CUSTOMER_TYPE_LABEL).map(([value, label]) => ({ value, label }))}
        error={errors.type?.message}
        {...form.register('type')}
      />
      <TextField label="電話番号" type="tel" error={errors.tel?.message} {...form.register('tel')} />
      <TextField
        label="メールアドレス"
        type="email"
        error={errors.mail?.message}
        {...form.register('mail')}
      />
      <TextField label="住所" error={errors.address1?.message} {...form.register('address1')} />
      <TextField label="メモ" error={errors.memo?.message} {...form.register('memo')} />
      <div className={styles.filterActions}>
        <Button type="submit" loading={isSubmitting}>
          顧客を登録
        </Button>
      </div>
    </form>
  );
};
