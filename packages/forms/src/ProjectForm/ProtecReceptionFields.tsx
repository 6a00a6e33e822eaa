import { Select, type SelectOption, TextField } from '@genba/ui';
import type { ProjectFormValues } from '@genba/validators';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import fieldGroup from '../internal/FormGroup.module.css';
import styles from './ProjectForm.module.css';

/** A prime contractor (元請) offered to a protec company: its partner link, with its offices and staff. */
export type PrimeContractorOption = SelectOption & {
  offices: readonly SelectOption[];
  members: readonly SelectOption[];
};

type Props = {
  form: UseFormReturn<ProjectFormValues, unknown, unknown>;
  primeContractors: readonly PrimeContractorOption[];
  constructionTypes: readonly SelectOption[];
};

/**
 * The 工事受付 (construction reception, core §3) of the installer variant: the order a
 * protec company installs for. The office and member pickers offer the chosen prime
 * contractor's only, and are cleared when the contractor changes.
 */
export const ProtecReceptionFields = ({ form, primeContractors, constructionTypes }: Props) => {
  const { errors } = form.formState;
  const relationId = useWatch({ control: form.control, name: 'prime_relation_id' });
  const chosen = primeContractors.find((c) => c.value === relationId);
  const relation = form.register('prime_relation_id', {
    onChange: () => {
      form.setValue('prime_contractor_office_id', '');
      form.setValue('prime_contractor_member', '');
    },
  });
  return (
    <fieldset className={fieldGroup.group}>
      <legend className={fieldGroup.legend}>工事受付</legend>
      <div className={styles.grid}>
        <TextField
          type="date"
          label="受付日"
          error={errors.reception_date?.message}
          {...form.register('reception_date')}
        />
        <TextField
          label="受付番号"
          error={errors.reception_number?.message}
          {...form.register('reception_number')}
        />
        <Select
          label="元請会社"
          required
          placeholder="選択してください"
          options={primeContractors}
          error={errors.prime_relation_id?.message}
          {...relation}
        />
        <Select
          label="元請営業所"
          placeholder="なし"
          options={chosen?.offices ?? []}
          disabled={!chosen}
          error={errors.prime_contractor_office_id?.message}
          {...form.register('prime_contractor_office_id')}
        />
        <Select
          label="元請担当者"
          placeholder="なし"
          options={chosen?.members ?? []}
          disabled={!chosen}
          error={errors.prime_contractor_member?.message}
          {...form.register('prime_contractor_member')}
        />
        <Select
          label="工事種別（受付）"
          placeholder="なし"
          options={constructionTypes}
          error={errors.m_construction_type_id?.message}
          {...form.register('m_construction_type_id')}
        />
      </div>
    </fieldset>
  );
};
