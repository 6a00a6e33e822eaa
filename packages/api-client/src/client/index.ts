export { ApiError, isApiError } from './ApiError.ts';
export { createApiClient } from './createApiClient.ts';
export { buildUrl, decodeMultipart, decodeQuery, encodeMultipart, encodeQuery } from './encode.ts';
export { type LegacyFailure, legacyFailure, toLegacy } from './legacy.ts';
export { type FlatErrors, flattenErrors, normaliseHttpError } from './normalise.ts';
export {
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
  CLIENT_MESSAGES,
  type FailureReason,
} from './result.ts';
export type {
  ApiClient,
  ApiClientOptions,
  CallArgs,
  CallOptions,
  Catalogue,
  LazyCatalogue,
  OperationContext,
  RequestOf,
} from './types.ts';
export { createXhrFetch, type UploadProgress, type XhrLike } from './xhrFetch.ts';
