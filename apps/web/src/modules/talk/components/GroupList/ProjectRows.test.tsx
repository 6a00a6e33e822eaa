import { makeProjectListItem } from '@genba/api-client/fixtures';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FIRST_PROJECT_ROWS, ProjectRows } from './ProjectRows.tsx';

const sites = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeProjectListItem({ chatroom_id: 100 + i, attendance_field_id: 5000 + i, case_name: `現場${i + 1}` }),
  );

/** Renders the rows and records how many each commit showed. */
const renderRows = async (count: number) => {
  const committed: number[] = [];
  await render(
    <MemoryRouter>
      <Profiler
        id="rows"
        onRender={() => committed.push(document.querySelectorAll('[aria-label="現場一覧"] > li').length)}
      >
        <ProjectRows projects={sites(count)} />
      </Profiler>
    </MemoryRouter>,
  );
  return committed;
};

describe('ProjectRows', () => {
  it('renders the first rows at once and the others in a deferred render (issue 7)', async () => {
    const committed = await renderRows(FIRST_PROJECT_ROWS + 25);
    await expect.element(page.getByRole('link', { name: `現場${FIRST_PROJECT_ROWS + 25}` })).toBeVisible();
    expect(committed[0]).toBe(FIRST_PROJECT_ROWS);
    expect(committed.at(-1)).toBe(FIRST_PROJECT_ROWS + 25);
  });

  it('renders a short list whole in its first render', async () => {
    const committed = await renderRows(3);
    await expect.element(page.getByRole('link', { name: '現場3' })).toBeVisible();
    expect(committed).toEqual([3]);
  });
});
