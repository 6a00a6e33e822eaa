import { describe, expect, it, vi } from 'vitest';

// A fresh module graph per test: what the lazy catalogue has loaded is module state.
const fresh = async () => {
  vi.resetModules();
  const tableImported = vi.fn();
  vi.doMock('../src/catalogue/lazy.ts', async (importOriginal) => {
    tableImported();
    return importOriginal();
  });
  const { lazyEndpoints } = await import('../src/catalogue/lazyCatalogue.ts');
  const { userEndpoints } = await import('../src/catalogue/user.ts');
  return { lazyEndpoints, userEndpoints, tableImported };
};

describe('the table of names loads only for a family nobody declared', () => {
  it('a call of a declared family resolves without the table', async () => {
    const { lazyEndpoints, userEndpoints, tableImported } = await fresh();
    const declared = lazyEndpoints.preloadFamily('user');
    // The call comes before the family has arrived: it waits for it rather than asking the table.
    expect(await lazyEndpoints.load('init_data_pc')).toBe(userEndpoints.init_data_pc);
    await declared;
    expect(await lazyEndpoints.load('login_pc')).toBe(userEndpoints.login_pc);
    expect(tableImported).not.toHaveBeenCalled();
  });

  it('a call of an undeclared family imports the table, then the family', async () => {
    const { lazyEndpoints, userEndpoints, tableImported } = await fresh();
    expect(await lazyEndpoints.load('login_pc')).toBe(userEndpoints.login_pc);
    expect(tableImported).toHaveBeenCalledTimes(1);
  });
});
