import type { SelectOption } from '@genba/ui';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { INVITATION_CONTACTS, InvitationRowsForm } from '../internal/InvitationRowsForm.tsx';
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
export const InvitationTelForm = ({ onSubmit, targets, defaultTarget = '' }: InvitationTelFormProps) => (
  <InvitationRowsForm
    schema={invitationTelFormSchema}
    emptyRow={EMPTY_TEL_INVITATION_ROW}
    contact={INVITATION_CONTACTS.tel_number}
    label="電話番号(SMS)で招待"
    onSubmit={onSubmit}
    targets={targets}
    defaultTarget={defaultTarget}
  />
);
