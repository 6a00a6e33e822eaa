import { Button, PasswordField, Select, type SelectOption, TextField } from '@genba/ui';
import {
  ALLOWANCE_UNIT_LABEL,
  allowsMobileLogin,
  allowsPcLogin,
  BLOOD_TYPES,
  COST_TYPE_LABEL,
  EMPTY_MEMBER_FORM,
  LOGIN_TYPE_LABEL,
  MEMBER_ALLOWANCES_MAX,
  MEMBER_TYPE_LABEL,
  type MemberFormOutput,
  type MemberFormValues,
  memberFormValuesSchema,
} from '@genba/validators';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { FormActions } from '../internal/FormActions.tsx';
import styles from './MemberForm.module.css';

export type MemberFormProps = {
  mode: 'create' | 'edit';
  onSubmit: FormSubmitHandler<MemberFormOutput>;
  defaultValues?: Partial<MemberFormValues>;
  /** The auths the acting member may give a member of this type (assignableAuthIds, core §6). */
  authOptions: (memberType: number) => readonly SelectOption[];
  /** The offices the acting member may place members in (visibleOfficeIds, core §6). */
  offices: readonly SelectOption[];
  /** The company setting's answer for an auth when the member's own setting is left to it (core §5). */
  companyRequiresWorkerList?: (authId: number) => boolean;
  /** The company's occupations (/setting/occupations), by id: the worker list's 職種. */
  occupations?: readonly SelectOption[];
  onCancel?: () => void;
};

const options = (labels: Record<number, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const WORKER_LIST_SETTING: SelectOption[] = [
  { value: '', label: '会社の設定に従う' },
  { value: '1', label: '必須' },
  { value: '0', label: '任意' },
];

/**
 * The member form of /member/information (core §3, §5, §7). The login type
 * decides which fields show: a PC login asks for an e-mail and a password, a
 * mobile login for a mobile number (core §4: what is hidden is not sent).
 * The worker list (作業員名簿) is checked when the member or the company
 * requires it. On edit an empty password keeps the current one.
 */
export const MemberForm = ({
  mode,
  onSubmit,
  defaultValues,
  authOptions,
  offices,
  companyRequiresWorkerList,
  occupations = [],
  onCancel,
}: MemberFormProps) => {
  const schema = useMemo(
    () => memberFormValuesSchema({ passwordRequired: mode === 'create', companyRequiresWorkerList }),
    [mode, companyRequiresWorkerList],
  );
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema,
    defaultValues: { ...EMPTY_MEMBER_FORM, ...defaultValues },
    onSubmit,
  });
  const { errors } = form.formState;
  const loginType = Number(form.watch('login_type'));
  const memberType = Number(form.watch('type'));
  const workerErrors = errors.worker_list;
  const worker = (name: keyof MemberFormValues['worker_list']) => ({
    error: workerErrors?.[name]?.message,
    ...form.register(`worker_list.${name}`),
  });
  const cost = (name: keyof MemberFormValues['costs']) => ({
    inputMode: 'numeric' as const,
    error: errors.costs?.[name]?.message,
    ...form.register(`costs.${name}`),
  });
  const allowances = useFieldArray({ control: form.control, name: 'allowances' });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'メンバーの登録' : 'メンバーの編集'}
    >
      <FormMessages messages={formMessages} />
      <fieldset className={styles.section}>
        <legend>基本情報</legend>
        <div className={styles.grid}>
          <TextField
            label="氏名(姓)"
            required
            autoComplete="family-name"
            error={errors.name1?.message}
            {...form.register('name1')}
          />
          <TextField
            label="氏名(名)"
            autoComplete="given-name"
            error={errors.name2?.message}
            {...form.register('name2')}
          />
          <TextField label="フリガナ(姓)" error={errors.kana1?.message} {...form.register('kana1')} />
          <TextField label="フリガナ(名)" error={errors.kana2?.message} {...form.register('kana2')} />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>所属と権限</legend>
        <div className={styles.grid}>
          <Select label="区分" options={options(MEMBER_TYPE_LABEL)} {...form.register('type')} />
          <Select
            label="権限"
            required
            placeholder="選択してください"
            options={authOptions(memberType)}
            error={errors.auth_id?.message}
            {...form.register('auth_id')}
          />
          <Select
            label="営業所"
            required
            placeholder="選択してください"
            options={offices}
            error={errors.office_id?.message}
            {...form.register('office_id')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>ログイン</legend>
        <div className={styles.grid}>
          <Select
            label="ログイン方法"
            options={options(LOGIN_TYPE_LABEL)}
            error={errors.login_type?.message}
            {...form.register('login_type')}
          />
          {allowsPcLogin(loginType) && (
            <TextField
              label="メールアドレス"
              type="email"
              autoComplete="off"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
          )}
          {allowsMobileLogin(loginType) && (
            <TextField
              label="携帯電話番号"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              error={errors.tel_number?.message}
              {...form.register('tel_number')}
            />
          )}
        </div>
        {allowsPcLogin(loginType) && (
          <div className={styles.grid}>
            <PasswordField
              label="パスワード"
              autoComplete="new-password"
              required={mode === 'create'}
              description={mode === 'edit' ? '変更する場合のみ入力してください。' : '6文字以上の半角英数字'}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordField
              label="パスワード(確認)"
              autoComplete="new-password"
              required={mode === 'create'}
              error={errors.password_confirmation?.message}
              {...form.register('password_confirmation')}
            />
          </div>
        )}
      </fieldset>
      <fieldset className={styles.section}>
        <legend>作業員名簿</legend>
        <Select
          label="作業員名簿の入力"
          options={WORKER_LIST_SETTING}
          className={styles.narrow}
          {...form.register('worker_list_required')}
        />
        <div className={styles.grid}>
          <TextField type="date" label="生年月日" {...worker('date_of_birth')} />
          <Select
            label="血液型"
            placeholder="選択してください"
            options={BLOOD_TYPES.map((t) => ({ value: t, label: `${t}型` }))}
            {...worker('blood_type')}
          />
          <TextField type="date" label="雇入年月日" {...worker('employment_date')} />
          <TextField label="現住所" {...worker('present_address')} />
          <TextField label="現住所の電話番号" type="tel" {...worker('present_tel')} />
          <TextField label="家族連絡先住所" {...worker('home_address')} />
          <TextField label="家族連絡先電話番号" type="tel" {...worker('home_tel')} />
          <Select
            label="職種"
            placeholder="選択してください"
            options={occupations}
            {...worker('occupation_type')}
          />
          <TextField label="経験年数" inputMode="numeric" {...worker('experience_years')} />
          <TextField type="date" label="健康診断日" {...worker('diagnosis_date')} />
          <TextField label="保険会社名" {...worker('insurance_company_name')} />
          <TextField label="保険番号" {...worker('insurance_number')} />
          <TextField label="資格・免許名" {...worker('license_name')} />
          <TextField label="修了証名" {...worker('certificate_name')} />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>費用・手当</legend>
        <div className={styles.grid}>
          <Select
            label="給与の種類"
            placeholder="選択してください"
            options={options(COST_TYPE_LABEL)}
            error={errors.costs?.cost_type?.message}
            {...form.register('costs.cost_type')}
          />
          <TextField label="単価(円)" {...cost('cost')} />
          <TextField label="時間単価(円)" {...cost('hour_cost')} />
          <TextField label="月額(円)" {...cost('monthly_cost')} />
          <TextField label="月払い額(円)" {...cost('monthly_payment_cost')} />
          <TextField label="時間外手当単価(円)" {...cost('hour_allowance_cost')} />
          <TextField label="出来高単価(円)" {...cost('field_volume_cost')} />
        </div>
        <ul className={styles.rows} aria-label="手当">
          {allowances.fields.map((field, index) => (
            <li key={field.id} className={styles.grid}>
              <TextField
                label={`手当名${index + 1}`}
                error={errors.allowances?.[index]?.name?.message}
                {...form.register(`allowances.${index}.name`)}
              />
              <TextField
                label={`手当${index + 1}の金額(円)`}
                inputMode="numeric"
                error={errors.allowances?.[index]?.cost?.message}
                {...form.register(`allowances.${index}.cost`)}
              />
              <Select
                label={`手当${index + 1}の単位`}
                options={options(ALLOWANCE_UNIT_LABEL)}
                error={errors.allowances?.[index]?.unit_id?.message}
                {...form.register(`allowances.${index}.unit_id`)}
              />
              <Button type="button" variant="ghost" onClick={() => allowances.remove(index)}>
                {`手当${index + 1}を削除`}
              </Button>
            </li>
          ))}
        </ul>
        {allowances.fields.length < MEMBER_ALLOWANCES_MAX ? (
          <Button
            type="button"
            variant="secondary"
            className={styles.narrow}
            onClick={() => allowances.append({ name: '', cost: '', unit_id: '1' })}
          >
            手当を追加
          </Button>
        ) : null}
      </fieldset>
      <FormActions
        submitLabel={mode === 'create' ? '登録' : '保存'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
};
