import { UPLOAD_MESSAGE } from '@genba/validators';
import { AdapterError } from '../adapters/index.ts';
import type { AppDeps } from './env.ts';
import { HttpError, validationFailed } from './errors.ts';

/** What a scan needs from the app: the scanner and the log. */
export type UploadScanDeps = Pick<AppDeps, 'adapters' | 'logger'>;

/**
 * Scans an upload's bytes before anything of it is stored (ADR 013). Malware answers 422
 * on `field` with our message; a scanner that cannot answer (unreachable, too slow, an
 * error reply) answers 503 `{ message }` and is logged with the scanner's status: the upload is
 * refused rather than stored unscanned (fail closed).
 */
export const scanUpload = async (
  deps: UploadScanDeps,
  bytes: Uint8Array,
  name: string,
  field = 'file',
): Promise<void> => {
  let result: Awaited<ReturnType<AppDeps['adapters']['malwareScanner']['scan']>>;
  try {
    result = await deps.adapters.malwareScanner.scan(bytes, name);
  } catch (error) {
    if (!(error instanceof AdapterError)) throw error;
    deps.logger.error(`upload refused: the malware scanner failed (${error.status})`, error);
    // `{ message }` alone: the client shows a 5xx's `errors` list in place of its message (normalise.ts),
    // and the user needs the sentence; the log has the status.
    throw new HttpError(503, { message: UPLOAD_MESSAGE.scanUnavailable });
  }
  if (result.clean) return;
  deps.logger.error(
    `upload refused: ${result.signature} found in ${JSON.stringify(name)} (${bytes.byteLength} bytes)`,
  );
  throw validationFailed({ [field]: [UPLOAD_MESSAGE.malwareFound] });
};
