import {
  INPUT_MESSAGE,
  partnerCompanyFormFields,
  partnerLogoProblem,
  toPartnerPayload,
} from '@genba/validators';
import { z } from 'zod';

/**
 * The partner company form with its logo (updateCompany, multipart): the
 * validators' fields and payload rules, and a new logo (jpeg, gif, png; ≤ 5 MB,
 * partnerLogoProblem) when one was chosen. It lives here rather than in
 * @genba/validators because a File is a browser type the validators do not
 * know. The logo is checked in the transform, beside the payload rules, so one
 * submit shows every field's message.
 */
export const partnerCompanyEditFormSchema = z
  .object({
    ...partnerCompanyFormFields,
    logo: z.custom<Blob | null>((v) => v === null || v instanceof Blob, { error: INPUT_MESSAGE.file }),
  })
  .transform((v, ctx) => {
    const problem = v.logo ? partnerLogoProblem(v.logo) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['logo'], message: problem });
    return { ...toPartnerPayload(v, ctx), logo: v.logo ?? undefined };
  });

export type PartnerCompanyEditFormValues = z.input<typeof partnerCompanyEditFormSchema>;
export type PartnerCompanyEditPayload = z.output<typeof partnerCompanyEditFormSchema>;
