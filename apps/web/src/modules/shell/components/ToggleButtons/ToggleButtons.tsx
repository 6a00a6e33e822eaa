import { Button } from '@genba/ui';

export type ToggleButtonsProps<V extends string> = {
  options: readonly (readonly [value: V, label: string])[];
  value: V;
  onChange: (value: V) => void;
};

/**
 * A row of small buttons of which one is pressed (primary, aria-pressed); the
 * caller wraps them in its fieldset with a legend or an aria-label.
 */
export const ToggleButtons = <V extends string>({ options, value, onChange }: ToggleButtonsProps<V>) =>
  options.map(([id, label]) => (
    <Button
      key={id}
      size="sm"
      variant={value === id ? 'primary' : 'secondary'}
      aria-pressed={value === id}
      onClick={() => onChange(id)}
    >
      {label}
    </Button>
  ));
