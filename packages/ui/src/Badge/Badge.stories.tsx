import { PROJECT_COMPLETION_STATUS_LABEL } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './Badge.tsx';

const meta = {
  title: 'UI/Primitives/Badge',
  component: Badge,
  tags: ['autodocs', 'screenshot'],
  args: { children: '新着', tone: 'brand' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'], args: { variant: 'solid' } };

const tones: BadgeTone[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['subtle', 'solid'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Project completion statuses 0–9 in their colours. */
export const ProjectStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {Object.entries(PROJECT_COMPLETION_STATUS_LABEL).map(([code, label]) => (
        <Badge key={label} projectStatus={Number(code)}>
          {label}
        </Badge>
      ))}
    </div>
  ),
};
