import type { EndpointName } from '@genba/api-client/catalogue';
import { needsTermsAgreement } from '@genba/validators';
import type { SessionAuth } from '../auth/session.ts';
import { forbidden } from './errors.ts';

export const TERMS_REQUIRED_MESSAGE = '利用規約に同意してからご利用ください。';

/**
 * The calls a member who has not agreed to the terms may still make: what
 * /login/rules needs (the session's init data, read by the route guard on
 * PC and smartphone, and the agreement itself), logging out, and leaving:
 * someone who does not agree must still be able to delete their account at
 * /accountdelete (check_password tells that page which proof to ask). Public
 * entries (login, password reset, SMS) need no session and are not gated.
 */
export const TERMS_FLOW_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'agree_terms',
  'check_password',
  'deleteAccount',
  'init_data_pc',
  'init_data_sp',
  'logout',
]);

/** 403 in the spec's shape for any other call of a member who has not agreed (core §2, talk §4). */
export const enforceTermsAgreement = (name: EndpointName, auth: SessionAuth): void => {
  if (TERMS_FLOW_ENDPOINTS.has(name)) return;
  if (needsTermsAgreement({ agree_terms_flg: auth.user.agreeTermsFlg ? 1 : 0 })) {
    throw forbidden(TERMS_REQUIRED_MESSAGE);
  }
};
