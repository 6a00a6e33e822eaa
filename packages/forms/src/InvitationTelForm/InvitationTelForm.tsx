import { Button, Select, type SelectOption, TextField } from '@genba/ui';
import { INVITATION_ROWS_MAX } from '@genba/validators';
import { useFieldArray } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import own from './../InvitationEmailForm/InvitationEmailForm.module.css';
import styles from '../internal/Form.module.css';
import {
  EMPTY_TEL_INVITATION_ROW,
  type InvitationTelFormValues,
  invitationTelFormSchema,
} from './invitationTelFormSchema.ts';

export type InvitationTelFormProps = {
  /** Resolves to the send call's ApiResult; a 422 on `invitations.N.tel_number` lands on that row. */
  onSubmit: FormSubmitHandler<InvitationTelFormValues>;
  /** Where people can be invited: '' is the company itself, other values a site's id. */
  targets: readonly SelectOption[];
  defaultTarget?: string;
};

/**
 * Invitation by phone, sent as SMS (talk §5): rows of お名前(姓) and 携帯電話番号, the
 * spec’s messages (a duplicate number is refused on the later row), and the
 * send button 招待する, as the e-mail form.
 */
export const InvitationTelForm = ({ onSubmit, targets, defaultTarget = '' }: InvitationTelFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: invitationTelFormSchema,
    defaultValues: { target: defaultTarget, invitations: [{ ...EMPTY_TEL_INVITATION_ROW }] },
    onSubmit,
  });
  const rows = useFieldArray({ control: form.control, name: 'invitations' });
  const { errors } = form.formState;
  const listError = errors.invitations?.message ?? errors.invitations?.root?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="電話番号(SMS)で招待">
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
              label="携帯電話番号"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              error={errors.invitations?.[index]?.tel_number?.message}
              {...form.register(`invitations.${index}.tel_number`)}
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
          onClick={() => rows.append({ ...EMPTY_TEL_INVITATION_ROW })}
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
