import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { AccountMenu } from './AccountMenu.tsx';

const companies = [
  { id: 1, name: '株式会社山田工務店' },
  { id: 2, name: '株式会社木村設備' },
];
const offices = [
  { id: 10, name: '本社', is_head_office: true },
  { id: 11, name: '福岡支店', is_head_office: false },
];

const meta = {
  title: 'UI/Layout/AccountMenu',
  component: AccountMenu,
  tags: ['autodocs', 'screenshot'],
  args: {
    trigger: <Button variant="secondary">林 勇気</Button>,
    userName: '林 勇気',
    companies,
    offices,
    currentCompanyId: 1,
    currentOfficeId: 11,
    onSwitch: fn(),
    defaultOpen: true,
    children: <a href="#profile">プロフィール編集</a>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing the other company asks for a company switch; the current one asks for nothing. */
export const Default: Story = {
  play: async ({ args }) => {
    const menu = within(await screen.findByRole('dialog', { name: '林 勇気' }));
    const current = menu.getByRole('button', { name: '株式会社山田工務店' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await userEvent.click(current);
    await expect(args.onSwitch).not.toHaveBeenCalled();
    await userEvent.click(menu.getByRole('button', { name: '株式会社木村設備' }));
    await expect(args.onSwitch).toHaveBeenCalledWith({ companyId: 2 });
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { defaultOpen: false } };

/** Keyboard: Tab reaches the offices and Enter switches office within the company. */
export const SwitchOfficeByKeyboard: Story = {
  tags: ['!screenshot'],
  play: async ({ args }) => {
    const menu = within(await screen.findByRole('dialog', { name: '林 勇気' }));
    menu.getByRole('button', { name: '本社' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitch).toHaveBeenCalledWith({ companyId: 1, officeId: 10 });
  },
};

/** One company and one office: both named, nothing else to choose. */
export const SingleMembership: Story = {
  args: { companies: companies.slice(0, 1), offices: offices.slice(0, 1), currentOfficeId: 10 },
  play: async () => {
    const menu = within(await screen.findByRole('dialog', { name: '林 勇気' }));
    await expect(menu.getByText('営業所：本社')).toBeVisible();
    await expect(menu.queryByRole('heading', { name: '営業所' })).toBeNull();
  },
};

/** While a switch is under way the choices are locked. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const menu = within(await screen.findByRole('dialog', { name: '林 勇気' }));
    await expect(menu.getByRole('status')).toHaveTextContent('切り替えています');
    await userEvent.click(menu.getByRole('button', { name: '株式会社木村設備' }));
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'この会社に所属していないため切り替えられません。' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'この会社に所属していないため切り替えられません。',
    );
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: {
    companies: [...companies, { id: 3, name: '株式会社とても長い名前の協力会社北九州小倉南営業本部' }],
  },
};
