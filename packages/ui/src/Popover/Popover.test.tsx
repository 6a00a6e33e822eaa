import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Popover } from './Popover.tsx';

describe('Popover', () => {
  it('opens from its trigger and closes on a click outside', async () => {
    await render(
      <div>
        <p>外側</p>
        <Popover trigger={<Button>絞り込み</Button>} title="絞り込み条件">
          本文
        </Popover>
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: '絞り込み' }));
    const popover = page.getByRole('dialog');
    await expect.element(popover).toHaveTextContent('絞り込み条件本文');
    await userEvent.click(page.getByText('外側'));
    await expect.element(popover).not.toBeInTheDocument();
  });

  it('closes with its × button', async () => {
    await render(
      <Popover trigger={<Button>設定</Button>} defaultOpen showCloseButton>
        本文
      </Popover>,
    );
    await userEvent.click(page.getByRole('button', { name: '閉じる' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
