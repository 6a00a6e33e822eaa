import { invitationsByPhoneSchema } from '@genba/validators';
import { z } from 'zod';

/** The SMS invitation dialog: where to (a site's id, or '' for the company) and the rows of talk §5. */
export const invitationTelFormSchema = z.object({
  target: z.string(),
  invitations: invitationsByPhoneSchema,
});
export type InvitationTelFormValues = z.infer<typeof invitationTelFormSchema>;

/** An empty row: what 行を追加 appends. */
export const EMPTY_TEL_INVITATION_ROW = { name1: '', tel_number: '' } as const;
