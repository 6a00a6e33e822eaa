import { Button, Select, type SelectOption, TextField, type TextFieldProps } from '@genba/ui';
import { INVITATION_ROWS_MAX } from '@genba/validators';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import { type FormSubmitHandler, renameFieldErrors } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from './Form.module.css';
import own from './InvitationRowsForm.module.css';

/** The field that tells invitations apart: an address for e-mail, a number for SMS. */
export type InvitationContactKey = 'email' | 'tel_number';

export type InvitationRow<K extends InvitationContactKey> = { name1: string } & Record<K, string>;

export type InvitationRowsValues<K extends InvitationContactKey> = {
  target: string;
  invitations: InvitationRow<K>[];
};

/** The contact field of a row per channel: its key, label and how it is typed. */
export const INVITATION_CONTACTS = {
  email: { name: 'email', label: 'メールアドレス', type: 'email', inputMode: 'email' },
  tel_number: { name: 'tel_number', label: '携帯電話番号', type: 'tel', inputMode: 'tel' },
} as const;

/** Either form's values, as react-hook-form is told them inside: a row holds its own contact field. */
type AnyInvitationRows = {
  target: string;
  invitations: ({ name1: string } & Partial<Record<InvitationContactKey, string>>)[];
};

export type InvitationRowsFormProps<K extends InvitationContactKey> = {
  schema: z.ZodType<InvitationRowsValues<K>, InvitationRowsValues<K>>;
  /** What 行を追加 appends. */
  emptyRow: InvitationRow<K>;
  /** The contact field of each row: its key in the row and how it is typed. */
  contact: { name: K; label: string; type: TextFieldProps['type']; inputMode: TextFieldProps['inputMode'] };
  /** The form's accessible name (the dialog's tab). */
  label: string;
  onSubmit: FormSubmitHandler<InvitationRowsValues<K>>;
  /** Where people can be invited (the 招待先 select); without it there is no choice and `target` stays ''. */
  targets?: readonly SelectOption[] | undefined;
  defaultTarget?: string | undefined;
};

/**
 * The invitation dialog's form (talk §5), shared by e-mail and SMS: where to,
 * rows of お名前(姓) and one contact field, 行を追加 up to the spec's maximum,
 * and the send button 招待する. The two differ only in the contact field.
 * The 招待先 select appears only when `targets` are given.
 */
export const InvitationRowsForm = <K extends InvitationContactKey>({
  schema,
  emptyRow,
  contact,
  label,
  onSubmit,
  targets,
  defaultTarget = '',
}: InvitationRowsFormProps<K>) => {
  const server = useServerForm({
    schema,
    defaultValues: { target: defaultTarget, invitations: [{ ...emptyRow }] },
    // Every invitation call names the 招待先 field_id: its refusal belongs under the select,
    // or above the rows when there is no select to show it.
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      return targets ? renameFieldErrors(result, (name) => (name === 'field_id' ? 'target' : name)) : result;
    },
  });
  const { submit, formMessages, isSubmitting } = server;
  // react-hook-form cannot resolve field paths through the generic key K; seen
  // as rows of string fields, every path below is checked (K is one of them).
  const form = server.form as unknown as UseFormReturn<AnyInvitationRows>;
  const rows = useFieldArray({ control: form.control, name: 'invitations' });
  const { errors } = form.formState;
  const listError = errors.invitations?.message ?? errors.invitations?.root?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <FormMessages messages={[...formMessages, ...(listError ? [listError] : [])]} />
      {targets ? (
        <Select
          label="招待先"
          options={targets}
          error={errors.target?.message}
          {...form.register('target')}
        />
      ) : null}
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
              label={contact.label}
              type={contact.type}
              inputMode={contact.inputMode}
              autoComplete="off"
              error={errors.invitations?.[index]?.[contact.name]?.message}
              {...form.register(`invitations.${index}.${contact.name}`)}
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
          onClick={() => rows.append({ ...emptyRow })}
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
