import { describe, expect, it, vi } from 'vitest';

/** Counts the schemas declared through lazySchema and those built. */
const counts = vi.hoisted(() => ({ declared: 0, built: 0 }));
vi.mock('../schemas/lazySchema.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../schemas/lazySchema.ts')>();
  return {
    lazySchema: <T extends object>(build: () => T): T => {
      counts.declared += 1;
      return actual.lazySchema(() => {
        counts.built += 1;
        return build();
      });
    },
  };
});

describe('the catalogue families /talk loads first (user, talk)', () => {
  it('build their schemas when a call is parsed, not when they load (issue 7)', async () => {
    // The project shares modules between test files (isolate: false): evaluate the families afresh.
    vi.resetModules();
    const { userEndpoints } = await import('./user.ts');
    await import('./talk.ts');
    expect(counts.declared).toBeGreaterThan(200);
    // Module-level code that composes a schema builds it (common.ts's address columns, for one): a few at most.
    expect(counts.built).toBeLessThan(5);
    const before = counts.built;
    expect(userEndpoints.init_data_sp.response.safeParse({}).success).toBe(false);
    expect(counts.built).toBeGreaterThan(before);
  });
});
