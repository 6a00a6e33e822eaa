import { COMPANY_SETTING_LIMIT, OCCUPATION_MESSAGE, occupationSchema } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { SettingNameForm } from './SettingNameForm.tsx';

const meta = {
  title: 'Forms/SettingNameForm',
  component: SettingNameForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: {
    schema: occupationSchema,
    label: '職種名',
    formLabel: '職種の追加',
    submitLabel: '追加',
    onSubmit: fn(answerAfter({ ok: true })),
  },
} satisfies Meta<typeof SettingNameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** A blank name and one over the limit are refused before anything is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '追加' }));
    await expect(await canvas.findByText(OCCUPATION_MESSAGE.nameRequired)).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: '職種名' }),
      'あ'.repeat(COMPANY_SETTING_LIMIT.occupationName + 1),
    );
    await userEvent.click(canvas.getByRole('button', { name: '追加' }));
    await expect(
      await canvas.findByText(`${COMPANY_SETTING_LIMIT.occupationName}文字以下で入力してください`),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An added name clears the field for the next one, by keyboard (Enter submits). */
export const AddByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: '職種名' });
    await userEvent.type(name, '左官{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '左官' });
    await waitFor(() => expect(name).toHaveValue(''));
  },
};

/** Rename in a dialog: the current name, キャンセル, and the server's duplicate on the field. */
export const RenameDuplicate: Story = {
  args: {
    formLabel: '職種の編集',
    submitLabel: '保存',
    defaultName: '左官',
    onCancel: fn(),
    onSubmit: fn(answerAfter({ ok: false, fieldErrors: { name: [OCCUPATION_MESSAGE.duplicate] } })),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: '職種名' });
    await expect(name).toHaveValue('左官');
    await userEvent.clear(name);
    await userEvent.type(name, '大工');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(OCCUPATION_MESSAGE.duplicate)).toBeVisible();
    await expect(name).toHaveValue('大工');
  },
};
