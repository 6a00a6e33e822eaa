import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Radio, RadioGroup } from './RadioGroup.tsx';

describe('RadioGroup', () => {
  it('is a named group whose arrow keys move the choice', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup label="天気" defaultValue="sunny" onValueChange={onValueChange}>
        <Radio value="sunny" label="晴れ" />
        <Radio value="cloudy" label="曇り" />
        <Radio value="rain" label="雨" />
      </RadioGroup>,
    );
    await expect.element(screen.getByRole('radiogroup', { name: '天気' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '晴れ' }));
    await expect.element(screen.getByRole('radio', { name: '晴れ' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: '曇り' })).toHaveFocus();
    // Radix checks on arrow focus too, but through a focus handler that is timing-sensitive under load.
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('radio', { name: '曇り' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('cloudy');
  });

  it('selects by clicking the label and describes its error', async () => {
    const screen = await render(
      <RadioGroup
        label="契約期間"
        error="選択してください"
        options={[
          { value: '1', label: '1ヶ月' },
          { value: '12', label: '12ヶ月' },
        ]}
      />,
    );
    await expect.element(screen.getByRole('radiogroup')).toHaveAccessibleDescription('選択してください');
    await userEvent.click(screen.getByText('12ヶ月'));
    await expect.element(screen.getByRole('radio', { name: '12ヶ月' })).toBeChecked();
  });
});
