import { defineExamples } from './types.ts';

/** A one-page PDF is not needed: the fax adapters carry the document as opaque base64. */
const PDF_BASE64 = Buffer.from('%PDF-1.4\n%genba contract test\n').toString('base64');

/** External services (geocoding, postal code, fax) and the daily weather call, answered by the offline adapters. */
export const externalExamples = defineExamples({
  geocode: {
    valid: () => ({ query: { address: '福岡県北九州市小倉北区浅野1丁目1-1' } }),
    invalid: () => ({ request: { query: { address: '福岡県', lat: '33.8', lng: '130.4' } }, status: 422 }),
  },
  postalCode: {
    valid: () => ({ params: { zip: '802-0001' } }),
    invalid: () => ({ request: { params: { zip: '80-21' } }, status: 422 }),
  },
  sendFax: {
    valid: () => ({
      body: {
        faxno: '093-555-1235',
        subject: '作業日報',
        body: '本日の日報を送付します。',
        document: PDF_BASE64,
      },
    }),
    invalid: () => ({
      request: { body: { faxno: '---', subject: '作業日報', body: '', document: '' } },
      status: 422,
    }),
  },
  getDailyWeatherLocation: {
    valid: () => ({ query: { lat: 33.8868, lon: 130.8826 } }),
    invalid: () => ({ request: { query: { lat: '北緯', lon: '200' } }, status: 422 }),
  },
});
