import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleProjects } from '../GanttBoard/internal/sampleProjects.ts';
import { ScheduleCalendar } from './ScheduleCalendar.tsx';

const meta = {
  title: 'UI/Widgets/ScheduleCalendar',
  component: ScheduleCalendar,
  // The calendar marks the real today, so there is no stable screenshot.
  tags: ['autodocs'],
  args: { projects: sampleProjects(), defaultDate: new Date(2026, 10, 22), height: 640 },
  argTypes: { defaultView: { control: 'inline-radio', options: ['month', 'week', 'agenda'] } },
} satisfies Meta<typeof ScheduleCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026年11月')).toBeVisible();
    await expect(canvas.getAllByText('博多駅前ビル 外装改修工事：外壁洗浄')[0]).toBeVisible();
  },
};

export const Playground: Story = {};

export const Agenda: Story = { args: { defaultView: 'agenda' } };
