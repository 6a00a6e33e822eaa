import { invitationsByEmailSchema } from '@genba/validators';
import { z } from 'zod';

/** The invitation dialog: where to (a site's id, or '' for the company) and the rows of talk §5. */
export const invitationEmailFormSchema = z.object({
  target: z.string(),
  invitations: invitationsByEmailSchema,
});
export type InvitationEmailFormValues = z.infer<typeof invitationEmailFormSchema>;

/** An empty row: what 行を追加 appends. */
export const EMPTY_INVITATION_ROW = { name1: '', email: '' } as const;
