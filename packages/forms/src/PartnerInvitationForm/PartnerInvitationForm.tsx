import { RadioGroup, type SelectOption } from '@genba/ui';
import { useState } from 'react';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import {
  EMPTY_INVITATION_ROW,
  invitationEmailFormSchema,
} from '../InvitationEmailForm/invitationEmailFormSchema.ts';
import {
  EMPTY_TEL_INVITATION_ROW,
  invitationTelFormSchema,
} from '../InvitationTelForm/invitationTelFormSchema.ts';
import styles from '../internal/Form.module.css';
import {
  INVITATION_CONTACTS,
  type InvitationRow,
  InvitationRowsForm,
} from '../internal/InvitationRowsForm.tsx';

/** How a partner company's people are invited; the keys are the api-client's INVITATION_TYPE names. */
export type PartnerInvitationChannel = 'email' | 'tel';

/** `target` is the chosen 招待先: a site's id, or '' for none (also when no choice is offered). */
export type PartnerInvitationFormValues =
  | { channel: 'email'; target: string; invitations: InvitationRow<'email'>[] }
  | { channel: 'tel'; target: string; invitations: InvitationRow<'tel_number'>[] };

export type PartnerInvitationFormProps = {
  /** Resolves to the send call's ApiResult; a 422 on `invitations.N.email` (or `.tel_number`) lands on that row. */
  onSubmit: FormSubmitHandler<PartnerInvitationFormValues>;
  defaultChannel?: PartnerInvitationChannel;
  /** The 招待先 choices (no site, then the member's sites); without them there is no choice. */
  targets?: readonly SelectOption[] | undefined;
  defaultTarget?: string | undefined;
};

const CHANNEL_OPTIONS = [
  { value: 'email', label: 'メールアドレス' },
  { value: 'tel', label: '電話番号(SMS)' },
] as const;

const isChannel = (value: string): value is PartnerInvitationChannel => value === 'email' || value === 'tel';

/**
 * Inviting a partner company's representative and members (core §7, talk §5):
 * by e-mail or by phone (SMS), then the rows of お名前(姓) and the address or
 * number with the same rules and send button as the member invitation. The
 * people join our company as members of that partner company; the optional
 * 招待先 also places them on one of our sites (and so in its room).
 * Switching the channel starts the rows again, since their contact field differs.
 */
export const PartnerInvitationForm = ({
  onSubmit,
  defaultChannel = 'email',
  targets,
  defaultTarget,
}: PartnerInvitationFormProps) => {
  const [channel, setChannel] = useState<PartnerInvitationChannel>(defaultChannel);
  return (
    <div className={styles.form}>
      <RadioGroup
        label="招待方法"
        orientation="horizontal"
        options={CHANNEL_OPTIONS}
        value={channel}
        onValueChange={(value) => isChannel(value) && setChannel(value)}
      />
      {channel === 'email' ? (
        <InvitationRowsForm
          key="email"
          schema={invitationEmailFormSchema}
          emptyRow={EMPTY_INVITATION_ROW}
          contact={INVITATION_CONTACTS.email}
          label="メールアドレスで招待"
          targets={targets}
          defaultTarget={defaultTarget}
          onSubmit={({ target, invitations }) => onSubmit({ channel: 'email', target, invitations })}
        />
      ) : (
        <InvitationRowsForm
          key="tel"
          schema={invitationTelFormSchema}
          emptyRow={EMPTY_TEL_INVITATION_ROW}
          contact={INVITATION_CONTACTS.tel_number}
          label="電話番号(SMS)で招待"
          targets={targets}
          defaultTarget={defaultTarget}
          onSubmit={({ target, invitations }) => onSubmit({ channel: 'tel', target, invitations })}
        />
      )}
    </div>
  );
};
