import {
  ZGeocodeQuery,
  ZGeocodeResult,
  ZPostalCodeParams,
  ZPostalCodeResponse,
  ZSendFaxRequest,
  ZSendFaxResponse,
} from '../schemas/external.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const PROXY =
  'The spec calls the provider from the browser; here our server proxies it, so keys stay on the server and an offline adapter answers in development and tests. A provider that fails: 502 { message, errors: [message], provider_status } (errors is what the client shows), except geocoding (below, in the words of the spec).';

/** Geocoding, postal code and fax (talk §7 "External", core §7 "External"). */
export const externalEndpoints = defineEndpoints({
  geocode: {
    method: 'GET',
    path: '/api/external/geocode',
    summary: '住所と緯度経度を相互に変換する',
    query: ZGeocodeQuery,
    response: ZGeocodeResult,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `Query address (forward) or lat and lng (reverse). Nothing matched: 404 { message: 'Geocoding failed' }; provider error: 502 { message: 'Geocoding request failed', errors: [provider status] }. ${PROXY}`,
  },
  postalCode: {
    method: 'GET',
    path: '/api/external/postal-code/{zip}',
    summary: '郵便番号から住所を検索する',
    params: ZPostalCodeParams,
    response: ZPostalCodeResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `{ results }: the address results of talk §3 (country JP only), empty for an unknown code. ${PROXY}`,
  },
  sendFax: {
    method: 'POST',
    path: '/api/external/fax',
    summary: 'FAXを送信する',
    body: ZSendFaxRequest,
    response: ZSendFaxResponse,
    timeout: TIMEOUTS.default,
    failure: 'error-body',
    design: `Body { faxno, subject, body, document (merged PDF, base64) }. The server builds the proxy payload (ZFaxProxyPayload: sendto[{ faxno }], userkey, retrynum, resaddress, subject, body, Attachment[{ name: '0.pdf', data }]) and answers the job receipt. ${PROXY}`,
  },
});
