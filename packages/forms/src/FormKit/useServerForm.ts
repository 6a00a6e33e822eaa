import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, type FormSubmitHandler, UNKNOWN_FAILURE_MESSAGE } from './submitResult.ts';

export type UseServerFormOptions<S extends z.ZodType<FieldValues, FieldValues>> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: FormSubmitHandler<z.output<S>>;
  /**
   * Text fields whose surrounding spaces are dropped before the schema sees
   * them (an address pasted with a trailing space, or prefilled from a link).
   */
  trim?: readonly Path<z.input<S>>[];
};

const trimFields = <T extends FieldValues>(values: T, names: readonly string[]): T => {
  if (names.length === 0) return values;
  const copy: Record<string, unknown> = { ...values };
  for (const name of names) {
    const value = copy[name];
    if (typeof value === 'string') copy[name] = value.trim();
  }
  return copy as T;
};

/**
 * Every field path of the form's values, nested ones included
 * (`invitations.1.email`), so a 422 on a row of a field array lands on its field.
 */
export const fieldPathsOf = (value: unknown, prefix = ''): string[] => {
  if (value === null || typeof value !== 'object' || value instanceof Blob || value instanceof Date)
    return prefix ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const nested = entries.flatMap(([key, v]) => fieldPathsOf(v, prefix ? `${prefix}.${key}` : key));
  return prefix ? [prefix, ...nested] : nested;
};

export type ServerForm<S extends z.ZodType<FieldValues, FieldValues>> = {
  /** react-hook-form's API: `register`, `formState.errors`, `control`, `setError`… */
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** The form's `onSubmit`: validates with the schema, then calls `onSubmit` and places its messages. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Messages that belong to no field of the form: render them with `FormMessages`. */
  formMessages: string[];
  /** True while `onSubmit` is pending: pass it to the submit Button's `loading`. */
  isSubmitting: boolean;
  /** A text-like field's wiring, its error and `register`: `<TextField label="…" {...field('name')} />`. */
  field: <N extends Path<z.input<S>>>(name: N) => UseFormRegisterReturn<N> & { error: string | undefined };
};

/**
 * react-hook-form with the shared zod schema, plus what every Genba form does
 * on submit: wait for the server, keep the input, and put the server's
 * messages on the right field (or above the button when they belong to none).
 */
export const useServerForm = <S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  trim = [],
}: UseServerFormOptions<S>): ServerForm<S> => {
  const validate = zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: (values, context, options) => validate(trimFields(values, trim), context, options),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formMessages, setFormMessages] = useState<string[]>([]);

  const submit = form.handleSubmit(async (values) => {
    setFormMessages([]);
    try {
      const result = await onSubmit(values);
      if (result && result.ok === false) {
        const names = fieldPathsOf(form.getValues()) as Path<z.input<S>>[];
        setFormMessages(applyServerErrors(result, names, form.setError));
      }
    } catch {
      setFormMessages([UNKNOWN_FAILURE_MESSAGE]);
    }
  });

  const field = <N extends Path<z.input<S>>>(name: N) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  });

  return { form, submit, formMessages, isSubmitting: form.formState.isSubmitting, field };
};
