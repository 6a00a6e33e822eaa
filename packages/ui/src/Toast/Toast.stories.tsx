import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { type ToastOptions, ToastProvider, useToast } from './ToastProvider.tsx';

const ShowButtons = ({ toasts }: { toasts: ToastOptions[] }) => {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {toasts.map((t) => (
        <Button key={String(t.title)} variant="secondary" onClick={() => toast.show(t)}>
          {String(t.title)}
        </Button>
      ))}
    </div>
  );
};

const AutoShow = ({ toasts }: { toasts: ToastOptions[] }) => {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        for (const t of toasts) toast.show({ ...t, duration: 600_000 });
      }}
    >
      通知を表示
    </Button>
  );
};

const samples: ToastOptions[] = [
  { title: '保存しました', tone: 'success' },
  { title: 'テンプレートをダウンロードしました', description: '工程表テンプレート.xlsx', tone: 'info' },
  { title: 'ダウンロードに失敗しました', description: '通信が中断されました。', tone: 'error' },
];

const meta = {
  title: 'UI/Primitives/Toast',
  component: ToastProvider,
  tags: ['autodocs', 'screenshot'],
  args: { children: <ShowButtons toasts={samples} /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存しました' }));
    // Radix announces a toast in its live region a tick after it mounts: wait for the words, not the node.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('保存しました'));
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByText('保存しました', { selector: 'li *' })).toBeNull());
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

/** Every tone at once, kept open for the screenshot. */
export const Catalog: Story = {
  args: { children: <AutoShow toasts={samples} /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '通知を表示' }));
    await screen.findByText('ダウンロードに失敗しました', { selector: 'li *' });
  },
};
