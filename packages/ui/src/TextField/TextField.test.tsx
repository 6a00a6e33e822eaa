import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and accepts input', async () => {
    const screen = await render(<TextField label="メールアドレス" />);
    const input = screen.getByRole('textbox', { name: 'メールアドレス' });
    await userEvent.fill(input, 'kanri@example.com');
    await expect.element(input).toHaveValue('kanri@example.com');
  });

  it('links description and error with aria-describedby and marks the input invalid', async () => {
    const screen = await render(
      <TextField
        label="パスワード確認"
        description="もう一度入力してください"
        error="パスワードが一致しません"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'パスワード確認' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('もう一度入力してください パスワードが一致しません');
  });

  it('is valid and undescribed without an error', async () => {
    const screen = await render(<TextField label="氏名" />);
    const input = screen.getByRole('textbox', { name: '氏名' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  it('puts className on the wrapper and inputClassName on the input', async () => {
    const screen = await render(<TextField label="氏名" className="outer" inputClassName="inner" />);
    await expect.element(screen.getByRole('textbox')).toHaveClass('inner');
    expect(screen.container.querySelector('.outer')).not.toBeNull();
  });

  it('keeps a hidden label as the accessible name', async () => {
    const screen = await render(<TextField label="キーワード" hideLabel />);
    await expect.element(screen.getByRole('textbox', { name: 'キーワード' })).toBeInTheDocument();
  });

  it('passes ref to the input (React 19 ref as a prop), as form libraries expect', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<TextField label="氏名" ref={ref} />);
    expect(ref.current?.tagName).toBe('INPUT');
  });
});
