import { Checkbox } from '@genba/ui';
import { useId } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

type AgreementCheckboxProps<TInput extends FieldValues, TOutput> = {
  control: Control<TInput, unknown, TOutput>;
  /** The boolean field that records the agreement. */
  name: FieldPathByValue<TInput, boolean>;
  /** The field's error; the form renders it in its own paragraph, whose id is `errorId`. */
  error: string | undefined;
  errorId: string;
};

/**
 * The 利用規約に同意する box of the agreement and registration forms.
 * The ui Checkbox is a Radix button, not a native input: it is wired through a Controller.
 */
export const AgreementCheckbox = <TInput extends FieldValues, TOutput>({
  control,
  name,
  error,
  errorId,
}: AgreementCheckboxProps<TInput, TOutput>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Checkbox
        ref={field.ref}
        name={field.name}
        label="利用規約に同意する"
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked === true)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    )}
  />
);

/** The box with its error under it, announced (role alert), as the registration forms show it. */
export const AgreementField = <TInput extends FieldValues, TOutput>({
  control,
  name,
  error,
}: Omit<AgreementCheckboxProps<TInput, TOutput>, 'errorId'>) => {
  const errorId = useId();
  return (
    <>
      <AgreementCheckbox control={control} name={name} error={error} errorId={errorId} />
      {error ? (
        <p id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
};
