import { FormMessages, type FormSubmitHandler, useServerForm } from '@genba/forms';
import { Button, Select, type SelectOption, TextField } from '@genba/ui';
import { type Building, buildingSchema } from '@genba/validators';
import { z } from 'zod';
import styles from './CaseList.module.css';

const buildingFormSchema = buildingSchema.extend({ customer_id: z.string().max(10) });
export type BuildingFormOutput = z.output<typeof buildingFormSchema>;

/** Registers a building from /building with the limits of core §5 (name 50, address 20, postcode 7, floors 3 digits). */
export const BuildingQuickForm = ({
  onSubmit,
  customers,
}: {
  onSubmit: FormSubmitHandler<BuildingFormOutput>;
  customers: readonly SelectOption[];
}) => {
  const empty: Building & { customer_id: string } = {
    estateName: '',
    kana: '',
    post_code: '',
    address: '',
    floor_number: '',
    building_area: '',
    remarks: '',
    customer_id: '',
  };
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: buildingFormSchema,
    defaultValues: empty,
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      if (result?.ok) form.reset(empty);
      return result;
    },
    trim: ['estateName', 'post_code'],
  });
  const { errors } = form.formState;
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label="物件の登録">
      <FormMessages messages={formMessages} />
      <TextField
        label="物件名"
        required
        error={errors.estateName?.message}
        {...form.register('estateName')}
      />
      <TextField label="物件名カナ" error={errors.kana?.message} {...form.register('kana')} />
      <Select label="顧客" placeholder="なし" options={customers} {...form.register('customer_id')} />
      <TextField
        label="郵便番号"
        inputMode="numeric"
        error={errors.post_code?.message}
        {...form.register('post_code')}
      />
      <TextField label="住所" error={errors.address?.message} {...form.register('address')} />
      <TextField
        label="階数"
        inputMode="numeric"
        error={errors.floor_number?.message}
        {...form.register('floor_number')}
      />
      <TextField
        label="延床面積"
        inputMode="decimal"
        error={errors.building_area?.message}
        {...form.register('building_area')}
      />
      <TextField label="備考" error={errors.remarks?.message} {...form.register('remarks')} />
      <div className={styles.filterActions}>
        <Button type="submit" loading={isSubmitting}>
          物件を登録
        </Button>
      </div>
    </form>
  );
};
