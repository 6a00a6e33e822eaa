import { Button, Select, type SelectOption, TextField } from '@genba/ui';
import {
  CONSTRUCTION_TYPE_LABEL,
  EMPTY_PROJECT_FORM,
  type ProjectFormValues,
  projectFormSchema,
  protecProjectFormSchema,
} from '@genba/validators';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { CheckboxList } from '../internal/CheckboxList.tsx';
import fieldGroup from '../internal/FormGroup.module.css';
import styles from './ProjectForm.module.css';
import { type PrimeContractorOption, ProtecReceptionFields } from './ProtecReceptionFields.tsx';

/** 工事種別 (CONSTRUCTION_TYPE of @genba/validators: our designed list). */
const CONSTRUCTION_TYPES: SelectOption[] = Object.entries(CONSTRUCTION_TYPE_LABEL).map(([value, label]) => ({
  value,
  label,
}));

/** What a postal-code lookup found: the address to fill in and, when known, its position. */
export type PostalLookupResult = { address: string; latitude?: number; longitude?: number };

export type ProjectFormProps = {
  mode: 'create' | 'edit';
  onSubmit: FormSubmitHandler<z.output<typeof projectFormSchema>>;
  defaultValues?: Partial<ProjectFormValues>;
  statuses: readonly SelectOption[];
  offices: readonly SelectOption[];
  customers: readonly SelectOption[];
  buildings: readonly SelectOption[];
  /** The company's members (own and partner): the managers' pickers and the member checkboxes. */
  members: readonly SelectOption[];
  /**
   * The members who may be 副担当者 (isSubManagerCandidate: in-company, not managers by authority);
   * the group is shown when there is any.
   */
  subManagerCandidates?: readonly SelectOption[];
  /**
   * The company's teams (/setting/company-team), value and label both the team's name (a project
   * carries team names; the server refuses a name the company has not registered).
   */
  teams?: readonly SelectOption[];
  /** Fields a linked external system owns (core §5): shown but not editable. */
  lockedFields?: readonly (keyof ProjectFormValues)[];
  /** The postal-code adapter (core §7); absent offline, and the button is not shown. */
  onPostalLookup?: (postcode: string) => Promise<PostalLookupResult | null>;
  /** The position the address resolved to (shown as coordinates: the map preview's offline form). */
  position?: { latitude: number; longitude: number } | null;
  onPositionChange?: (position: { latitude: number; longitude: number } | null) => void;
  /**
   * The installer variant (the session's company has protec authority, core §6): the form shows the
   * 工事受付 section and needs its prime contractor (元請会社), chosen among these.
   */
  protec?: { primeContractors: readonly PrimeContractorOption[] };
};

/**
 * The project (案件) form of issue 9: the case name field's accessible name is
 * 案件名 and the submit button reads 登録 (保存 when editing), fixed points
 * other features and the e2e test rely on. Dates follow core §5 (end after start).
 */
export const ProjectForm = ({
  mode,
  onSubmit,
  defaultValues,
  statuses,
  offices,
  customers,
  buildings,
  members,
  subManagerCandidates = [],
  teams = [],
  lockedFields = [],
  onPostalLookup,
  position,
  onPositionChange,
  protec,
}: ProjectFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: protec ? protecProjectFormSchema : projectFormSchema,
    defaultValues: { ...EMPTY_PROJECT_FORM, ...defaultValues },
    onSubmit,
    trim: ['case_name', 'case_name_kana', 'postcode'],
  });
  const { errors } = form.formState;
  const [lookup, setLookup] = useState<{ pending: boolean; message?: string }>({ pending: false });
  const locked = (name: keyof ProjectFormValues) => lockedFields.includes(name);
  const teamErrorId = useId();
  const subManagerErrorId = useId();

  const findAddress = async () => {
    if (!onPostalLookup) return;
    const postcode = form.getValues('postcode').replace(/[^\d]/g, '');
    if (postcode.length !== 7) {
      form.setError('postcode', { type: 'lookup', message: '7桁の数字で入力してください。' });
      return;
    }
    setLookup({ pending: true });
    const found = await onPostalLookup(postcode).catch(() => null);
    if (found) {
      form.setValue('address', found.address, { shouldDirty: true });
      onPositionChange?.(
        found.latitude !== undefined && found.longitude !== undefined
          ? { latitude: found.latitude, longitude: found.longitude }
          : null,
      );
      setLookup({ pending: false });
    } else {
      setLookup({ pending: false, message: '住所が見つかりませんでした。' });
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? '案件の登録' : '案件の編集'}
    >
      <FormMessages messages={formMessages} />
      <div className={styles.grid}>
        <TextField
          label="案件名"
          required
          readOnly={locked('case_name')}
          error={errors.case_name?.message}
          {...form.register('case_name')}
        />
        <TextField
          label="案件名カナ"
          readOnly={locked('case_name_kana')}
          error={errors.case_name_kana?.message}
          {...form.register('case_name_kana')}
        />
        <Select
          label="進捗状況"
          options={statuses}
          error={errors.case_status?.message}
          {...form.register('case_status')}
        />
        <Select
          label="営業所"
          required
          placeholder="選択してください"
          options={offices}
          error={errors.office_id?.message}
          {...form.register('office_id')}
        />
        <Select
          label="顧客"
          placeholder="なし"
          options={customers}
          disabled={locked('customer_id')}
          error={errors.customer_id?.message}
          {...form.register('customer_id')}
        />
        <Select
          label="物件"
          placeholder="なし"
          options={buildings}
          disabled={locked('building_id')}
          error={errors.building_id?.message}
          {...form.register('building_id')}
        />
        <Select
          label="営業担当"
          placeholder="なし"
          options={members}
          error={errors.sale_man?.message}
          {...form.register('sale_man')}
        />
        <Select
          label="現場担当"
          placeholder="なし"
          options={members}
          error={errors.fore_man?.message}
          {...form.register('fore_man')}
        />
        <TextField label="案件種別" error={errors.case_type?.message} {...form.register('case_type')} />
        <Select
          label="工事種別"
          placeholder="なし"
          options={CONSTRUCTION_TYPES}
          error={errors.construction_type_id?.message}
          {...form.register('construction_type_id')}
        />
        <TextField label="発生源" error={errors.source?.message} {...form.register('source')} />
        <TextField
          type="date"
          label="着工日"
          error={errors.construction_start_date?.message}
          {...form.register('construction_start_date')}
        />
        <TextField
          type="date"
          label="完工日"
          error={errors.construction_end_date?.message}
          {...form.register('construction_end_date')}
        />
        <TextField
          type="date"
          label="契約日"
          error={errors.contract_date?.message}
          {...form.register('contract_date')}
        />
      </div>
      <div className={styles.address}>
        <TextField
          label="郵便番号"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postcode?.message ?? lookup.message}
          {...form.register('postcode')}
        />
        {onPostalLookup && (
          <Button
            type="button"
            variant="secondary"
            loading={lookup.pending}
            onClick={() => void findAddress()}
          >
            住所を検索
          </Button>
        )}
      </div>
      <TextField
        label="現場住所"
        autoComplete="street-address"
        error={errors.address?.message}
        description={
          position
            ? `位置: 緯度 ${position.latitude.toFixed(5)} / 経度 ${position.longitude.toFixed(5)}`
            : undefined
        }
        {...form.register('address')}
      />
      <TextField label="メモ" error={errors.memo?.message} {...form.register('memo')} />
      {protec && (
        <ProtecReceptionFields
          form={form}
          primeContractors={protec.primeContractors}
          constructionTypes={CONSTRUCTION_TYPES}
        />
      )}
      {(teams.length > 0 || errors.team_names) && (
        <fieldset className={fieldGroup.group} aria-describedby={errors.team_names ? teamErrorId : undefined}>
          <legend className={fieldGroup.legend}>チーム</legend>
          <Controller
            control={form.control}
            name="team_names"
            render={({ field }) => (
              <CheckboxList options={teams} value={field.value} onChange={field.onChange} />
            )}
          />
          {errors.team_names && (
            <p id={teamErrorId} className={fieldGroup.error} role="alert">
              {errors.team_names.message}
            </p>
          )}
        </fieldset>
      )}
      {(subManagerCandidates.length > 0 || errors.sub_manager_ids) && (
        <fieldset
          className={fieldGroup.group}
          aria-describedby={errors.sub_manager_ids ? subManagerErrorId : undefined}
        >
          <legend className={fieldGroup.legend}>副担当者（トークルームの管理者になります）</legend>
          <Controller
            control={form.control}
            name="sub_manager_ids"
            render={({ field }) => (
              <CheckboxList options={subManagerCandidates} value={field.value} onChange={field.onChange} />
            )}
          />
          {errors.sub_manager_ids && (
            <p id={subManagerErrorId} className={fieldGroup.error} role="alert">
              {errors.sub_manager_ids.message}
            </p>
          )}
        </fieldset>
      )}
      {members.length > 0 && (
        <fieldset className={fieldGroup.group}>
          <legend className={fieldGroup.legend}>メンバー（トークルームに参加します）</legend>
          <Controller
            control={form.control}
            name="member_ids"
            render={({ field }) => (
              <CheckboxList options={members} value={field.value} onChange={field.onChange} />
            )}
          />
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {mode === 'create' ? '登録' : '保存'}
        </Button>
      </div>
    </form>
  );
};
