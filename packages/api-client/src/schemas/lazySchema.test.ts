import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazySchema.ts';

describe('lazySchema', () => {
  it('builds the schema at its first use, once', () => {
    const build = vi.fn(() => z.object({ id: z.number().int().positive(), name: z.string() }));
    const ZRow = lazySchema(build);
    const ZPage = lazySchema(() => z.object({ rows: z.array(ZRow) }));
    expect(build).not.toHaveBeenCalled();

    expect(ZPage.safeParse({ rows: [{ id: 1, name: 'a' }] }).success).toBe(true);
    expect(ZPage.safeParse({ rows: [{ id: 0, name: 'a' }] }).error?.issues[0]?.path).toEqual([
      'rows',
      0,
      'id',
    ]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the built schema: members, composition, instanceof, `in`, keys and spreading', () => {
    const ZRow = lazySchema(() => z.object({ id: z.number(), note: z.string().optional() }));
    expect(ZRow instanceof z.ZodObject).toBe(true);
    expect('_zod' in ZRow).toBe(true);
    expect(Object.keys(ZRow.shape)).toEqual(['id', 'note']);
    expect(ZRow.extend({ done: z.boolean() }).parse({ id: 1, done: true })).toEqual({ id: 1, done: true });
    expect(ZRow.pick({ id: true }).parse({ id: 2, note: 'x' })).toEqual({ id: 2 });
    expect(ZRow.optional().parse(undefined)).toBeUndefined();
    expect(z.union([ZRow, z.null()]).parse(null)).toBeNull();
    expect(() => ({ ...ZRow })).not.toThrow();
    expect(ZRow['~standard'].vendor).toBe('zod');
    // A detached member still works (zod binds prototype members to the built schema).
    const { safeParse } = ZRow;
    expect(safeParse({ id: 'x' }).success).toBe(false);
  });

  it('keeps parse errors and transforms as the eager schema has them', () => {
    const eager = z.object({ tel: z.string().transform((s) => s.replaceAll('-', '')) });
    const lazy = lazySchema(() => z.object({ tel: z.string().transform((s) => s.replaceAll('-', '')) }));
    expect(lazy.parse({ tel: '090-0000-0001' })).toEqual(eager.parse({ tel: '090-0000-0001' }));
    expect(lazy.safeParse({ tel: 1 }).error?.issues).toEqual(eager.safeParse({ tel: 1 }).error?.issues);
  });
});
