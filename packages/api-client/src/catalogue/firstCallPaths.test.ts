import { describe, expect, it } from 'vitest';
import { FIRST_CALL_PATHS } from './firstCallPaths.ts';
import { endpoints } from './index.ts';

describe('FIRST_CALL_PATHS', () => {
  it("is each call's own path, and every call is a GET (an app sends it before the family has arrived)", () => {
    for (const [name, path] of Object.entries(FIRST_CALL_PATHS)) {
      const entry = endpoints[name as keyof typeof endpoints];
      expect(entry?.path, name).toBe(path);
      expect(entry?.method, name).toBe('GET');
    }
  });
});
