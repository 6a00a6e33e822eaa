import {
  AdapterError,
  FaxRejectedError,
  GEOCODING_FAILED,
  GEOCODING_REQUEST_FAILED,
  GeocodingError,
} from '../../adapters/index.ts';
import { HttpError, providerFailed, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { adaptersOf } from './adapters.ts';

export const POSTAL_CODE_FAILED_MESSAGE =
  '郵便番号の検索に失敗しました。しばらくしてから再度お試しください。';
export const FAX_FAILED_MESSAGE = 'FAXの送信に失敗しました。しばらくしてから再度お試しください。';
export const WEATHER_FAILED_MESSAGE = '天気情報を取得できませんでした。しばらくしてから再度お試しください。';

const failedWith = (message: string) => (error: AdapterError) => providerFailed(message, error.status);

/**
 * talk §8's geocoding failures, in the spec's words: nothing matched → 404 'Geocoding failed';
 * the provider could not answer → 502 'Geocoding request failed'; each with the provider's status.
 */
const geocodingFailed = (error: AdapterError) => {
  const nothingMatched = error instanceof GeocodingError && error.message === GEOCODING_FAILED;
  return new HttpError(nothingMatched ? 404 : 502, {
    message: nothingMatched ? GEOCODING_FAILED : GEOCODING_REQUEST_FAILED,
    errors: [String(error.status)],
  });
};

const rethrow =
  (map: (error: AdapterError) => HttpError) =>
  (error: unknown): never => {
    if (error instanceof AdapterError) throw map(error);
    throw error;
  };

/** Geocoding, postal code and fax (catalogue family `external`) and the daily weather call, through the adapters. */
export const externalRoutes = [
  implement('geocode', async ({ deps, query }) => {
    const { geocoding } = adaptersOf(deps);
    const lookup =
      query.address !== undefined
        ? geocoding.geocode(query.address)
        : geocoding.reverse(query.lat ?? Number.NaN, query.lng ?? Number.NaN);
    return lookup.catch(rethrow(geocodingFailed));
  }),

  implement('postalCode', async ({ deps, params }) => {
    const results = await adaptersOf(deps)
      .postalCode.lookup(params.zip)
      .catch(rethrow(failedWith(POSTAL_CODE_FAILED_MESSAGE)));
    return { results };
  }),

  implement(
    'sendFax',
    async ({ deps, body }) =>
      adaptersOf(deps)
        .fax.send({ faxno: body.faxno, subject: body.subject, body: body.body, document: body.document })
        .catch(
          rethrow((error) => {
            // The schema has already refused what it can see; a document that is empty once its data: prefix is gone lands here.
            if (error instanceof FaxRejectedError) {
              const field = error.reason === 'empty-document' ? 'document' : 'faxno';
              return validationFailed({ [field]: [error.message] });
            }
            return providerFailed(FAX_FAILED_MESSAGE, error.status);
          }),
        ),
    // The merged PDF travels base64 in the JSON body: up to about 10 MB of document.
    { maxBodyBytes: 14 * 1024 * 1024 },
  ),

  implement('getDailyWeatherLocation', async ({ deps, query }) => {
    const report = await adaptersOf(deps)
      .weather.current(query.lat, query.lon)
      .catch(rethrow(failedWith(WEATHER_FAILED_MESSAGE)));
    return {
      success: true as const,
      weather: { weather: report.weatherLabel, temperature: report.temperature, humidity: report.humidity },
    };
  }),
];
