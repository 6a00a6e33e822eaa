import type { SelectOption } from '@genba/ui';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { INVITATION_CONTACTS, InvitationRowsForm } from '../internal/InvitationRowsForm.tsx';
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
export const InvitationEmailForm = ({ onSubmit, targets, defaultTarget = '' }: InvitationEmailFormProps) => (
  <InvitationRowsForm
    schema={invitationEmailFormSchema}
    emptyRow={EMPTY_INVITATION_ROW}
    contact={INVITATION_CONTACTS.email}
    label="メールアドレスで招待"
    onSubmit={onSubmit}
    targets={targets}
    defaultTarget={defaultTarget}
  />
);
