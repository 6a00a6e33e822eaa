import { isApiError } from '@genba/api-client';
import type { FormSubmitResult } from '@genba/forms';

/** A rejected write as a form's result: the server's messages go under their fields; anything else is rethrown. */
export const formFailureOf = (error: unknown): FormSubmitResult => {
  if (isApiError(error)) return { ok: false, messages: error.messages, fieldErrors: error.fieldErrors };
  throw error;
};
