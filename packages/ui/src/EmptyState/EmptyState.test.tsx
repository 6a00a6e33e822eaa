import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it("says the spec's 'データがありません' by default", async () => {
    const screen = await render(<EmptyState />);
    await expect.element(screen.getByText('データがありません')).toBeVisible();
  });

  it('uses a preset title and description', async () => {
    const screen = await render(<EmptyState preset="noSearchResult" />);
    await expect.element(screen.getByText('検索結果がありません')).toBeVisible();
    await expect.element(screen.getByText('条件を変えて、もう一度検索してください。')).toBeVisible();
  });

  it('drops the preset description when the title is overridden', async () => {
    const screen = await render(<EmptyState preset="noSearchResult" title="該当する協力会社がありません" />);
    await expect.element(screen.getByText('該当する協力会社がありません')).toBeVisible();
    expect(screen.container.textContent).not.toContain('条件を変えて');
  });

  it('announces a failed fetch as an alert', async () => {
    const screen = await render(<EmptyState preset="fetchFailed" />);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toBeVisible();
    expect(alert.element().textContent).toContain('データを取得できませんでした');
  });
});
