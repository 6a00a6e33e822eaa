import { Button, Select, type SelectOption, TextField } from '@genba/ui';
import {
  MEMBER_TYPE_LABEL,
  type MemberCompletion,
  type MemberLookup,
  memberCompletionSchema,
  memberLookupSchema,
} from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';

export type MemberLookupFormProps = {
  onSubmit: FormSubmitHandler<MemberLookup>;
};

/** Core §5 member lookup: an e-mail or a phone number, half-width (the font error otherwise). */
export const MemberLookupForm = ({ onSubmit }: MemberLookupFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: memberLookupSchema,
    defaultValues: { keyword: '' },
    onSubmit,
    trim: ['keyword'],
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="メンバー検索">
      <FormMessages messages={formMessages} />
      <TextField
        label="メールアドレスまたは電話番号"
        autoComplete="off"
        inputMode="email"
        error={form.formState.errors.keyword?.message}
        {...form.register('keyword')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          検索
        </Button>
      </div>
    </form>
  );
};

export type MemberCompletionFormProps = {
  /** Who is added (the lookup's name). */
  name: string;
  authOptions: (memberType: number) => readonly SelectOption[];
  offices: readonly SelectOption[];
  onSubmit: FormSubmitHandler<MemberCompletion>;
};

/** Core §4 completion: the registered account found joins the company with a type, an auth and an office. */
export const MemberCompletionForm = ({ name, authOptions, offices, onSubmit }: MemberCompletionFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: memberCompletionSchema,
    defaultValues: { type: '2', auth_id: '', office_id: '' },
    onSubmit,
  });
  const { errors } = form.formState;
  const memberType = Number(form.watch('type'));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="メンバーに追加">
      <p
        className={styles.lead}
      >{`${name}さんは登録済みのユーザーです。この会社のメンバーに追加できます。`}</p>
      <FormMessages messages={formMessages} />
      <Select
        label="区分"
        options={Object.entries(MEMBER_TYPE_LABEL).map(([value, label]) => ({ value, label }))}
        {...form.register('type')}
      />
      <Select
        label="権限"
        placeholder="選択してください"
        options={authOptions(memberType)}
        error={errors.auth_id?.message}
        {...form.register('auth_id')}
      />
      <Select
        label="営業所"
        placeholder="選択してください"
        options={offices}
        error={errors.office_id?.message}
        {...form.register('office_id')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          メンバーに追加
        </Button>
      </div>
    </form>
  );
};
