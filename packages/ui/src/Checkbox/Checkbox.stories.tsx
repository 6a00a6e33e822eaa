import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckedState } from './Checkbox.tsx';

const meta = {
  title: 'UI/Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs', 'screenshot'],
  args: { label: '写真を選択', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '写真を選択' });
    await userEvent.click(canvas.getByText('写真を選択'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {
  tags: ['!screenshot'],
  args: { description: 'アルバムの写真をまとめて選びます' },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="未選択" />
      <Checkbox label="選択" defaultChecked />
      <Checkbox label="一部選択" checked="indeterminate" />
      <Checkbox label="無効" disabled />
      <Checkbox label="無効（選択）" disabled defaultChecked />
      <Checkbox label="説明つき" description="非表示の写真も含めます" />
    </div>
  ),
};

const photos = ['外観', '基礎', '屋根'];

/** The album's select-all box: indeterminate while only some photos are checked. */
export const SelectAll: Story = {
  render: () => {
    const [checked, setChecked] = useState<string[]>(['外観']);
    const all: CheckedState =
      checked.length === photos.length ? true : checked.length === 0 ? false : 'indeterminate';
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          label="すべて選択"
          checked={all}
          onCheckedChange={() => setChecked(all === true ? [] : photos)}
        />
        {photos.map((p) => (
          <Checkbox
            key={p}
            label={p}
            checked={checked.includes(p)}
            onCheckedChange={(c) =>
              setChecked((list) => (c === true ? [...list, p] : list.filter((x) => x !== p)))
            }
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'すべて選択' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '屋根' })).toBeChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: '外観' })).not.toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true } };
