import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LoadingStatus } from './LoadingStatus.tsx';
import { QueryState } from './QueryState.tsx';

const Names = ({ fetchNames }: { fetchNames: () => Promise<string[]> }) => {
  const names = useQuery({ queryKey: ['names'], queryFn: fetchNames, retry: false });
  return (
    <QueryState query={names} pending={<LoadingStatus label="名前を読み込み中" heights={[40]} />}>
      {(data) => <p>{data.join('、')}</p>}
    </QueryState>
  );
};

const renderNames = (fetchNames: () => Promise<string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Names fetchNames={fetchNames} />
    </QueryClientProvider>,
  );

describe('QueryState', () => {
  it('shows the pending status, then the data', async () => {
    let resolve: (names: string[]) => void = () => {};
    await renderNames(() => new Promise((r) => (resolve = r)));
    await expect.element(page.getByRole('status', { name: '名前を読み込み中' })).toBeVisible();
    resolve(['佐藤', '鈴木']);
    await expect.element(page.getByText('佐藤、鈴木')).toBeVisible();
  });

  it('shows fetchFailed with 再読み込み, which refetches', async () => {
    let calls = 0;
    await renderNames(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return ['田中'];
    });
    await page.getByRole('button', { name: '再読み込み' }).click();
    await expect.element(page.getByText('田中')).toBeVisible();
    expect(calls).toBe(2);
  });
});
