import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * What a form's `onSubmit` resolves to. It is the structural subset of the
 * api-client's `ApiResult`, so a page can return `api.call(...)` as is,
 * while the forms stay independent of the transport.
 */
export type FormFailure = {
  readonly ok: false;
  /** Messages that belong to no field (shown above the button). */
  readonly messages?: readonly string[];
  /** Messages per field name, as the server's 422 reports them. */
  readonly fieldErrors?: Readonly<Record<string, readonly string[] | string | undefined>>;
};
export type FormSubmitResult = { readonly ok: true } | FormFailure | undefined;

export type FormSubmitHandler<T> = (values: T) => Promise<FormSubmitResult>;

/**
 * The same result with its field errors renamed from the server's names to the
 * form's (the server's `field_id` is the invitation form's `target`), so that
 * `applyServerErrors` finds the field. Names `rename` leaves alone stay as they are.
 */
export const renameFieldErrors = <R extends FormSubmitResult>(
  result: R,
  rename: (name: string) => string,
): R => {
  if (!result || result.ok || !result.fieldErrors) return result;
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([name, value]) => [rename(name), value]),
  );
  return { ...result, fieldErrors };
};

/** Message shown when a submit fails without saying why (network down, server crash). */
export const UNKNOWN_FAILURE_MESSAGE = '通信に失敗しました。時間をおいて再度お試しください。';

/**
 * Puts the server's field errors on the fields the form has, and returns the
 * messages that remain for the form-level alert. A field error for a field the
 * form does not show is not dropped: it joins the form-level messages.
 */
export const applyServerErrors = <T extends FieldValues>(
  failure: FormFailure,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] => {
  const placed = new Set<string>();
  const unplaced: string[] = [];
  for (const [name, value] of Object.entries(failure.fieldErrors ?? {})) {
    const list = typeof value === 'string' ? [value] : [...(value ?? [])];
    const first = list[0];
    if (first === undefined) continue;
    const field = fieldNames.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message: first }, { shouldFocus: placed.size === 0 });
      for (const message of list) placed.add(message);
    } else {
      unplaced.push(...list);
    }
  }
  // A 422 lists every field message in `messages` too: those already shown under a field are not repeated.
  const remaining = [...(failure.messages ?? []).filter((message) => !placed.has(message)), ...unplaced];
  if (remaining.length === 0 && placed.size === 0) remaining.push(UNKNOWN_FAILURE_MESSAGE);
  return [...new Set(remaining)];
};

/**
 * Every message of a failure that has no field to sit under (a button's
 * action, such as 再送信): the form-level messages and the field messages,
 * once each, or the generic message when the failure says nothing.
 */
export const failureMessages = (failure: FormFailure): string[] => {
  const fieldMessages = Object.values(failure.fieldErrors ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : [...(value ?? [])],
  );
  const all = [...new Set([...(failure.messages ?? []), ...fieldMessages])];
  return all.length > 0 ? all : [UNKNOWN_FAILURE_MESSAGE];
};
