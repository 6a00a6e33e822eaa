import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/catalogue/index.ts';
import { FAMILY_OF } from '../src/catalogue/lazy.ts';
import { type EntryHint, isLazyCatalogue, lazyEndpoints } from '../src/catalogue/lazyCatalogue.ts';
import { createApiClient } from '../src/client/index.ts';

describe('lazyEndpoints', () => {
  it('names every call of the catalogue and nothing else', () => {
    expect(Object.keys(FAMILY_OF).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('resolves each call to the very entry of the whole catalogue', async () => {
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      expect(await lazyEndpoints.load(name), name).toBe(endpoints[name]);
    }
  });

  it('resolves an unknown name (or an inherited property) to nothing', async () => {
    expect(await lazyEndpoints.load('nope')).toBeUndefined();
    expect(await lazyEndpoints.load('toString')).toBeUndefined();
  });

  it('is told apart from a catalogue object', () => {
    expect(isLazyCatalogue(lazyEndpoints)).toBe(true);
    expect(isLazyCatalogue(endpoints)).toBe(false);
  });

  it('pairs a page’s first calls with their families, checked by the type checker', () => {
    const hints: EntryHint[] = [
      ['getProjectList', 'talk'],
      ['init_data_pc', 'user'],
      // @ts-expect-error getProjectList is declared by the talk family, not the user family
      ['getProjectList', 'user'],
    ];
    expect(hints).toHaveLength(3);
  });
});

describe('a client over the lazy catalogue (the default)', () => {
  it('validates, sends and parses with the entry it loads at the first call', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://genba.test',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ message: 'ok' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    expect(await api.entry('login_pc')).toBe(endpoints.login_pc);
    // The login schema refuses an empty e-mail before any request is sent.
    const refused = await api.call('login_pc', { body: { email: '', password: '' } });
    expect(refused.ok).toBe(false);
    expect(urls).toEqual([]);
    await api.preload('getProjectList', 'init_data_sp');
    await expect(api.entry('nope' as 'login_pc')).rejects.toThrow('Unknown endpoint "nope"');
  });
});
