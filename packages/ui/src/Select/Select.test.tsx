import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select } from './Select.tsx';

const options = [
  { value: '1', label: '1ヶ月' },
  { value: '12', label: '12ヶ月' },
];

describe('Select', () => {
  it('starts on the placeholder and reports the chosen value', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Select
        label="契約期間"
        options={options}
        placeholder="選択してください"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: '契約期間' });
    await expect.element(select).toHaveValue('');
    await userEvent.selectOptions(select, '12ヶ月');
    expect(onChange).toHaveBeenCalledWith('12');
  });

  it('wires its error', async () => {
    const screen = await render(<Select label="契約期間" options={options} error="選択してください" />);
    const select = screen.getByRole('combobox', { name: '契約期間' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('選択してください');
  });
});
