import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const talkTabs = [
  ['talk', '現場トーク'],
  ['daily', '日報'],
  ['report', '報告書'],
  ['album', 'アルバム'],
  ['tasks', 'タスク一覧'],
] as const;

const meta = {
  title: 'UI/Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs', 'screenshot'],
  args: { defaultValue: 'talk' },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="現場メニュー">
        {talkTabs.map(([value, label]) => (
          <Tabs.Trigger
            key={value}
            value={value}
            disabled={value === 'report' && args.orientation === 'vertical'}
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {talkTabs.map(([value, label]) => (
        <Tabs.Content key={value} value={value}>
          {label}の内容
        </Tabs.Content>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'アルバム' }));
    await expect(canvas.getByRole('tab', { name: 'アルバム' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('アルバムの内容');
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

/** The home list's tabs on a phone: 現場, グループ, 検索 across the full width. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: { defaultValue: 'sites' },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="一覧の切り替え" fullWidth>
        <Tabs.Trigger value="sites">現場</Tabs.Trigger>
        <Tabs.Trigger value="groups">グループ</Tabs.Trigger>
        <Tabs.Trigger value="search">検索</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sites">現場一覧</Tabs.Content>
      <Tabs.Content value="groups">個人・グループ</Tabs.Content>
      <Tabs.Content value="search">検索</Tabs.Content>
    </Tabs>
  ),
};

/** Selected, idle and disabled tabs. */
export const Catalog: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="daily">
      <Tabs.List aria-label="現場メニュー">
        <Tabs.Trigger value="talk">現場トーク</Tabs.Trigger>
        <Tabs.Trigger value="daily">日報</Tabs.Trigger>
        <Tabs.Trigger value="report" disabled>
          報告書（契約外）
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="talk">現場トークの内容</Tabs.Content>
      <Tabs.Content value="daily">日報の内容</Tabs.Content>
      <Tabs.Content value="report">報告書の内容</Tabs.Content>
    </Tabs>
  ),
};
