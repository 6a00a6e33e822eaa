import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>保存</Button>);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button, not a submit, unless asked', async () => {
    const screen = await render(<Button>保存</Button>);
    await expect.element(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('ignores clicks while loading but keeps its name and focus', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading onClick={onClick}>
        送信
      </Button>,
    );
    const button = screen.getByRole('button', { name: '送信' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    // aria-disabled, not the disabled attribute: the button stays focusable.
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.element().hasAttribute('disabled')).toBe(false);
    // force: Playwright itself refuses to click an aria-disabled element.
    await userEvent.click(button, { force: true });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('blocks submit of its form while loading', async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    const screen = await render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          ログイン
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }), { force: true });
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('merges the consumer className and exposes variant as a data attribute', async () => {
    const screen = await render(
      <Button variant="danger" className="extra">
        削除
      </Button>,
    );
    const button = screen.getByRole('button');
    await expect.element(button).toHaveClass('extra');
    await expect.element(button).toHaveAttribute('data-variant', 'danger');
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button disabled onClick={onClick}>
        保存
      </Button>,
    );
    await expect.element(screen.getByRole('button')).toBeDisabled();
    await userEvent.click(screen.getByRole('button'), { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });
});
