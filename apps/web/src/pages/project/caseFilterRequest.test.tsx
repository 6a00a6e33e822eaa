import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

describe('changing a case-list filter', () => {
  // The page asks for the new filter's rows as the filter changes (CasePage's setFilters), before the
  // navigation re-renders it; the page's own query must join that request, not send a second one.
  it('asks the server once per change, for the new filter', async () => {
    const asked: string[] = [];
    await renderApp('/case', [
      mock.override('getCaseList', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status') ?? '');
        return HttpResponse.json(mock.fixture('getCaseList'));
      }),
    ]);
    await expect.element(page.getByRole('table', { name: '案件一覧' })).toBeVisible();
    await expect.poll(() => asked).toEqual(['99']);

    await page.getByLabelText('進捗状況').selectOptions('0');
    await expect.poll(() => asked).toEqual(['99', '0']);
    await page.getByLabelText('進捗状況').selectOptions('1');
    await expect.poll(() => asked).toEqual(['99', '0', '1']);
    // Back to a status whose page is still fresh in the cache: nothing is asked.
    await page.getByLabelText('進捗状況').selectOptions('0');
    await expect.element(page.getByLabelText('進捗状況')).toHaveValue('0');
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toEqual(['99', '0', '1']);
  });
});
