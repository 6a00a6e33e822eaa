import {
  boundedInt,
  boundedList,
  boundedText,
  canSendFax,
  choice,
  FAX_MERGED_ATTACHMENT_NAME,
  faxNumberForSend,
  GEO_MESSAGE,
  geocodeAddressSchema,
  isValidFaxNumber,
  isValidPostalCode,
  latitudeInput,
  longitudeInput,
  TEXT_MESSAGE,
  toHalfWidth,
  FAX_MESSAGE as VALIDATORS_FAX_MESSAGE,
} from '@genba/validators';
import { z } from 'zod';
import { ZLatitude, ZLongitude, ZPrefectureCode } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * External services (talk §7, core §7) reached through our server, which
 * holds the providers' keys and applies the offline defaults. The client
 * never calls a provider directly.
 */

/** Position accuracy: the offline data sets know a prefecture or a town, a provider the exact point. */
export const ZPrecision = lazySchema(() => choice(['prefecture', 'city', 'town', 'exact', 'approximate']));

/** A geocoding answer (address ⇄ position). Japan only (talk §5). */
export const ZGeocodeResult = lazySchema(() =>
  z.object({
    latitude: ZLatitude,
    longitude: ZLongitude,
    formattedAddress: z.string(),
    prefCode: ZPrefectureCode.nullable(),
    prefName: z.string().nullable(),
    precision: ZPrecision,
  }),
);
export type TGeocodeResult = z.infer<typeof ZGeocodeResult>;

/** talk §8's geocoding failures, sent as the message of a 404 (nothing matched) or 502 (provider failed). */
export const GEOCODING_MESSAGE = {
  failed: 'Geocoding failed',
  requestFailed: 'Geocoding request failed',
} as const;

/** Forward (address) or reverse (lat, lng): exactly one of the two. */
export const ZGeocodeQuery = lazySchema(() =>
  z
    .object({
      address: geocodeAddressSchema.optional(),
      lat: latitudeInput.optional(),
      lng: longitudeInput.optional(),
    })
    .refine(
      (query) => (query.address !== undefined) !== (query.lat !== undefined && query.lng !== undefined),
      GEO_MESSAGE.addressOrPosition,
    ),
);
export type TGeocodeQuery = z.input<typeof ZGeocodeQuery>;

/**
 * The address result of talk §3 (address1, address2, pref, prefName, zip,
 * latitude, longitude): pref is the JIS prefecture code, address1 the city,
 * address2 the town, zip 7 half-width digits. It is the one shape of an
 * address for the postal-code lookup and the mobile bridge's `currentAddress`
 * reply (ZBridgeAddress is this schema). `precision` is ours, not the spec's:
 * the server's lookups say how close the position is; the app leaves it out.
 */
export const ZAddressResult = lazySchema(() =>
  z.object({
    address1: z.string(),
    address2: z.string(),
    pref: ZPrefectureCode,
    prefName: z.string(),
    zip: z.string().regex(/^\d{7}$/, TEXT_MESSAGE.digitCount(7)),
    latitude: ZLatitude,
    longitude: ZLongitude,
    precision: ZPrecision.optional(),
  }),
);
export type TAddressResult = z.infer<typeof ZAddressResult>;

/** '812-0011', '８１２－００１１' or '〒8120011': a postal code of core §5 (isValidPostalCode) once half-width and without 〒 or spaces. */
export const ZPostalCodeParams = lazySchema(() =>
  z.object({
    zip: boundedText({ max: 16, typeMessage: TEXT_MESSAGE.digitCount(7) })
      .transform((value) =>
        toHalfWidth(value)
          .replace(/[\s〒]/g, '')
          .replace(/[‐ー―]/g, '-'),
      )
      .refine(isValidPostalCode, TEXT_MESSAGE.digitCount(7))
      .transform((value) => value.replace('-', '')),
  }),
);

/** Every address of the code (several towns can share one); empty when the code is unknown. */
export const ZPostalCodeResponse = lazySchema(() => z.object({ results: boundedList(ZAddressResult) }));

// ---- fax --------------------------------------------------------------------

/** The fax messages of @genba/validators. */
export const FAX_MESSAGE = VALIDATORS_FAX_MESSAGE;

/** The merged attachment's name the fax service expects (core §7; FAX_MERGED_ATTACHMENT_NAME of @genba/validators). */
export const FAX_ATTACHMENT_NAME = FAX_MERGED_ATTACHMENT_NAME;

/**
 * What the client asks to fax: one destination and the merged PDF in base64.
 * The number is prepared by faxNumberForSend of @genba/validators (full-width,
 * +81, hyphens, spaces and brackets); an empty destination blocks sending (core §7).
 */
export const ZSendFaxRequest = lazySchema(() =>
  z.object({
    faxno: z
      .string({ error: FAX_MESSAGE.emptyDestination })
      .refine(canSendFax, { message: FAX_MESSAGE.emptyDestination, abort: true })
      .refine(isValidFaxNumber, FAX_MESSAGE.invalidDestination)
      .transform(faxNumberForSend),
    subject: boundedText({ max: 100, multiline: true }),
    body: boundedText({ max: 1000, multiline: true }),
    /** The merged PDF, base64 (a data: URL prefix is accepted). */
    document: boundedText({ required: FAX_MESSAGE.emptyDocument, max: 20_000_000 }),
  }),
);
export type TSendFaxRequest = z.input<typeof ZSendFaxRequest>;

export const ZSendFaxResponse = lazySchema(() =>
  z.object({ jobId: z.string(), faxno: z.string(), acceptedAt: z.string() }),
);

/**
 * The body our server posts to the fax proxy (core §7, talk §7), field names
 * as the fax service spells them. userkey, retrynum and resaddress come from
 * configuration, never from the browser.
 */
export const ZFaxProxyPayload = lazySchema(() =>
  z.object({
    /** Already prepared for sending (faxNumberForSend) and dialable. */
    sendto: z
      .array(
        z.object({
          faxno: z.string().refine((faxno) => faxno === faxNumberForSend(faxno) && isValidFaxNumber(faxno)),
        }),
      )
      .length(1),
    userkey: z.string().min(1),
    retrynum: boundedInt({ min: 0 }),
    resaddress: z.string(),
    subject: z.string(),
    body: z.string(),
    Attachment: boundedList(
      z.object({ name: z.literal(FAX_ATTACHMENT_NAME), data: z.string().min(1) }),
    ).length(1),
  }),
);
export type TFaxProxyPayload = z.infer<typeof ZFaxProxyPayload>;
