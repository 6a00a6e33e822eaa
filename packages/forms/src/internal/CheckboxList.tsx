import { Checkbox, type SelectOption } from '@genba/ui';
import group from './FormGroup.module.css';

export type CheckboxListProps = {
  options: readonly SelectOption[];
  /** The checked options' values (a react-hook-form field's value). */
  value: readonly string[];
  onChange: (value: string[]) => void;
};

/** A wrapping row of checkboxes that edits a list of values: the accessible multi-select of the forms. */
export const CheckboxList = ({ options, value, onChange }: CheckboxListProps) => (
  <div className={group.choices}>
    {options.map((o) => (
      <Checkbox
        key={o.value}
        label={o.label}
        checked={value.includes(o.value)}
        onCheckedChange={(checked) =>
          onChange(checked === true ? [...value, o.value] : value.filter((v) => v !== o.value))
        }
      />
    ))}
  </div>
);
