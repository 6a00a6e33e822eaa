import { Button, TextField } from '@genba/ui';
import { SMS_AUTH_NUMBER_LENGTH } from '@genba/validators';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { ServerAction } from '../FormKit/useServerAction.ts';
import styles from './Form.module.css';

export const REQUEST_AGAIN_DONE_MESSAGE = '認証コードを再送信しました';

export type AuthCodeFieldsProps = {
  /** Where the code went, and what else to enter. */
  lead: ReactNode;
  /** The form's messages and the 再送信 action's, above the field. */
  messages: readonly string[];
  /** 再送信 succeeded: say so. */
  sentAgain: boolean;
  /** The 認証コード input's wiring (`register('auth_number')`) and its error. */
  input: UseFormRegisterReturn<'auth_number'>;
  error: string | undefined;
};

/**
 * The sent-code block every code step shares (the SMS login, and the open
 * link's registrations by phone and by e-mail): the lead, the messages, the
 * 再送信 notice and the 認証コード field (the SMS code's digits and autofill).
 */
export const AuthCodeFields = ({ lead, messages, sentAgain, input, error }: AuthCodeFieldsProps) => (
  <>
    <p className={styles.lead}>{lead}</p>
    <FormMessages messages={messages} />
    {sentAgain ? (
      <p className={styles.lead} role="status">
        {REQUEST_AGAIN_DONE_MESSAGE}
      </p>
    ) : null}
    <TextField
      label="認証コード"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_AUTH_NUMBER_LENGTH}
      {...input}
      error={error}
    />
  </>
);

export type AuthCodeActionsProps = {
  /** The submit button's label (ログイン, 登録してはじめる). */
  submitLabel: string;
  submitting: boolean;
  /** 認証コードを再送信. */
  again: ServerAction<[]>;
  /** Going back to change where the code went (メールアドレスを変更する, 電話番号を変更する). */
  change?: { label: string; onClick: () => void };
};

/** The buttons under every code step: submit, 認証コードを再送信 and, for registrations, going back. */
export const AuthCodeActions = ({ submitLabel, submitting, again, change }: AuthCodeActionsProps) => (
  <div className={styles.actions}>
    <Button type="submit" size="lg" fullWidth loading={submitting}>
      {submitLabel}
    </Button>
    <Button
      variant="secondary"
      size="lg"
      fullWidth
      onClick={() => void again.run()}
      loading={again.pending}
      disabled={submitting}
    >
      認証コードを再送信
    </Button>
    {change ? (
      <Button variant="ghost" fullWidth onClick={change.onClick} disabled={submitting}>
        {change.label}
      </Button>
    ) : null}
  </div>
);
