import { Button } from '@genba/ui';
import { passwordResetRequestSchema } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailField } from '../internal/EmailField.tsx';
import styles from '../internal/Form.module.css';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { FormMessages } from './FormMessages.tsx';
import type { FormSubmitHandler, FormSubmitResult } from './submitResult.ts';
import { useServerAction } from './useServerAction.ts';
import { useServerForm } from './useServerForm.ts';

type FormKitExampleProps = {
  /** The form's submit: resolves to the call's ApiResult (or any `{ ok, messages, fieldErrors }`). */
  onSubmit: FormSubmitHandler<{ email: string }>;
  /** A second server call behind its own button (再送信). */
  onResend: () => Promise<FormSubmitResult>;
};

/**
 * Every piece of the public form kit in one small form, to copy from:
 * `useServerForm` (the validators' schema through zodResolver, the submit
 * state, server messages placed on their fields), `FormMessages` (what
 * belongs to no field) and `useServerAction` (a button that is not the
 * submit: pending, its own messages, a confirmation).
 */
const FormKitExample = ({ onSubmit, onResend }: FormKitExampleProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    onSubmit,
    trim: ['email'],
  });
  const resend = useServerAction(onResend);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="フォームキットの例">
      <FormMessages messages={[...formMessages, ...resend.messages]} />
      {resend.succeeded ? (
        <p className={styles.lead} role="status">
          メールを再送信しました
        </p>
      ) : null}
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          送信する
        </Button>
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          loading={resend.pending}
          disabled={isSubmitting}
          onClick={() => void resend.run()}
        >
          再送信
        </Button>
      </div>
    </form>
  );
};

const meta = {
  title: 'Forms/FormKit',
  component: FormKitExample,
  tags: ['autodocs'],
  decorators: [formFrame],
  parameters: {
    docs: {
      description: {
        component:
          'The public form kit of `@genba/forms` (see packages/forms/README.md). This example form is built only from exported pieces.',
      },
    },
  },
  args: {
    onSubmit: fn(answerAfter({ ok: true })),
    onResend: fn(answerAfter({ ok: true })),
  },
} satisfies Meta<typeof FormKitExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The schema's message first; then the server's 422 lands under its field, with the focus. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(
      answerAfter({ ok: false, messages: [], fieldErrors: { email: 'このメールアドレスは使用できません' } }),
    ),
  },
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('メールアドレス', { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByText('メールアドレスを入力してください')).toBeVisible();
    await userEvent.type(email, 'kanri@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByText('このメールアドレスは使用できません')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'kanri@example.com' });
  },
};

/** 再送信 is pending while the server answers, then shows why it failed, above the fields. */
export const ActionFailure: Story = {
  args: {
    onResend: fn(
      answerAfter({ ok: false, messages: ['試行回数が多すぎます。しばらくしてから再度お試しください'] }),
    ),
  },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole('button', { name: '再送信' });
    await userEvent.click(resend);
    await expect(resend).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '試行回数が多すぎます。しばらくしてから再度お試しください',
    );
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** A successful 再送信 says so. */
export const ActionSuccess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再送信' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('メールを再送信しました');
  },
};
