import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

describe('/talk on a phone', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  // A site name longer than the phone is wide is cut with … in its row; the list itself stays as wide as
  // the phone. It grew to its longest name before, the page zoomed out once the list had rendered and
  // the fixed bottom navigation moved (Lighthouse mobile: CLS 0.02 on /talk).
  it('keeps the site list as wide as the phone when a site name is longer', async () => {
    await page.viewport(412, 823);
    const list = mock.fixture('getProjectList');
    const [first, ...rest] = list.projects;
    if (!first) throw new Error('no project in the fixture');
    const long = `${'博多駅前ビル 外装改修工事 第二期 北側足場 '.repeat(3)}`.trim();
    await renderApp('/talk', [
      mock.override('getProjectList', () =>
        HttpResponse.json({ ...list, projects: [{ ...first, case_name: long }, ...rest] }),
      ),
    ]);
    const name = page.getByRole('link', { name: long });
    await expect.element(name).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(412);
    expect(name.element().getBoundingClientRect().right).toBeLessThanOrEqual(412);
  });
});
