import { Button, Select, type SelectOption, TextField } from '@genba/ui';
import { INVITATION_ROWS_MAX } from '@genba/validators';
import { useFieldArray } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';
import own from './InvitationEmailForm.module.css';
import {
  EMPTY_INVITATION_ROW,
  type InvitationEmailFormValues,
  invitationEmailFormSchema,
} from './invitationEmailFormSchema.ts';

export type InvitationEmailFormProps = {
  /** Resolves to the send call's ApiResult; a 422 on `invitations.N.email` lands on that row. */
  onSubmit: FormSubmitHandler<InvitationEmailFormValues>;
  /** Where people can be invited: '' is the company itself, other values a site's id. */
  targets: readonly SelectOption[];
  defaultTarget?: string;
};

/**
 * Invitation by e-mail (talk §5): rows of お名前(姓) and メールアドレス, the
 * spec's messages (a duplicate address is refused on the later row), and the
 * send button 招待する (labels are fixed points others rely on).
 */
export const InvitationEmailForm = ({ onSubmit, targets, defaultTarget = '' }: InvitationEmailFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: invitationEmailFormSchema,
    defaultValues: { target: defaultTarget, invitations: [{ ...EMPTY_INVITATION_ROW }] },
    onSubmit,
  });
  const rows = useFieldArray({ control: form.control, name: 'invitations' });
  const { errors } = form.formState;
  const listError = errors.invitations?.message ?? errors.invitations?.root?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="メールアドレスで招待">
      <FormMessages messages={[...formMessages, ...(listError ? [listError] : [])]} />
      <Select label="招待先" options={targets} {...form.register('target')} />
      <ol className={own.rows}>
        {rows.fields.map((row, index) => (
          <li key={row.id} className={own.row} aria-label={`${index + 1}人目`}>
            <TextField
              label="お名前(姓)"
              autoComplete="off"
              error={errors.invitations?.[index]?.name1?.message}
              {...form.register(`invitations.${index}.name1`)}
            />
            <TextField
              label="メールアドレス"
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.invitations?.[index]?.email?.message}
              {...form.register(`invitations.${index}.email`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className={own.remove}
              disabled={rows.fields.length === 1}
              aria-label={`${index + 1}人目を削除`}
              onClick={() => rows.remove(index)}
            >
              削除
            </Button>
          </li>
        ))}
      </ol>
      <div className={own.footer}>
        <Button
          variant="secondary"
          disabled={rows.fields.length >= INVITATION_ROWS_MAX}
          onClick={() => rows.append({ ...EMPTY_INVITATION_ROW })}
        >
          行を追加
        </Button>
        <Button type="submit" loading={isSubmitting}>
          招待する
        </Button>
      </div>
    </form>
  );
};
