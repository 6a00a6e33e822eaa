import { EMPTY_PARTNER_COMPANY_FORM, PARTNER_COMPANY_MESSAGE } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { partnerCompanyEditFormSchema } from './partnerCompanyEditFormSchema.ts';

const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('partnerCompanyEditFormSchema', () => {
  const logo = (type: string, size: number) => new File([new Uint8Array(size)], 'logo', { type });

  it('keeps a chosen logo and sends none when nothing was chosen', () => {
    const png = logo('image/png', 10);
    const r = partnerCompanyEditFormSchema.safeParse({
      ...EMPTY_PARTNER_COMPANY_FORM,
      company_name: 'x',
      logo: png,
    });
    expect(r.data?.logo).toBe(png);
    const none = partnerCompanyEditFormSchema.safeParse({
      ...EMPTY_PARTNER_COMPANY_FORM,
      company_name: 'x',
      logo: null,
    });
    expect(none.success).toBe(true);
    expect(none.data?.logo).toBeUndefined();
  });

  it('puts the logo rules and the payload rules on their fields', () => {
    const r = partnerCompanyEditFormSchema.safeParse({
      ...EMPTY_PARTNER_COMPANY_FORM,
      logo: logo('image/webp', 10),
    });
    expect(messagesOf(r)).toEqual({
      company_name: PARTNER_COMPANY_MESSAGE.nameRequired,
      logo: PARTNER_COMPANY_MESSAGE.logoType,
    });
  });
});
