import { WORKING_HOURS_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { WorkingHoursForm } from './WorkingHoursForm.tsx';

const meta = {
  title: 'Forms/WorkingHoursForm',
  component: WorkingHoursForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: {
    defaultValues: {
      start_time: '08:00',
      end_time: '17:00',
      rest_start_time: '12:00',
      rest_end_time: '13:00',
    },
    onSubmit: fn(answerAfter({ ok: true })),
  },
} satisfies Meta<typeof WorkingHoursForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** The end before the start: its message, nothing sent. */
export const EndBeforeStart: Story = {
  play: async ({ canvas, args }) => {
    fireEvent.change(canvas.getByLabelText('終業', { exact: false }), { target: { value: '07:00' } });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(WORKING_HOURS_MESSAGE.endAfterStart)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A rest that ends before it starts, then one outside the hours: each message in turn. */
export const RestMistakes: Story = {
  play: async ({ canvas, args }) => {
    fireEvent.change(canvas.getByLabelText('休憩終了', { exact: false }), { target: { value: '11:00' } });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(WORKING_HOURS_MESSAGE.restEndAfterStart)).toBeVisible();
    fireEvent.change(canvas.getByLabelText('休憩終了', { exact: false }), { target: { value: '18:00' } });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(WORKING_HOURS_MESSAGE.restWithinWork)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A cleared time (the browser's time field gives '') has the format message. */
export const MissingTime: Story = {
  play: async ({ canvas }) => {
    fireEvent.change(canvas.getByLabelText('始業', { exact: false }), { target: { value: '' } });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(WORKING_HOURS_MESSAGE.time)).toBeVisible();
  },
};

/** The server's refusal lands on its field. */
export const ServerRefusal: Story = {
  args: {
    onSubmit: fn(
      answerAfter({ ok: false, fieldErrors: { end_time: [WORKING_HOURS_MESSAGE.endAfterStart] } }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(WORKING_HOURS_MESSAGE.endAfterStart)).toBeVisible();
  },
};
