import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces its label as a status', async () => {
    const screen = await render(<Spinner label="写真を送信中" />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('写真を送信中');
  });

  it('is silent when decorative', async () => {
    const screen = await render(<Spinner label={null} />);
    expect(screen.container.querySelector('[role="status"]')).toBeNull();
    expect(screen.container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
