import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, usePasswordHashCost, verifyPassword } from '../../src/auth/password.ts';

const srcDir = path.resolve(import.meta.dirname, '../../src');

afterAll(() => {
  // The rest of this worker's files keep the test cost set by test/helpers/fastPasswords.ts.
  usePasswordHashCost('test');
});

describe('password hashing cost', () => {
  it('is argon2id at OWASP’s minimum (m=19456 KiB, t=2, p=1) at the standard cost', async () => {
    usePasswordHashCost('standard');
    const stored = await hashPassword('genba-demo');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'genba-demo')).toBe(true);
    expect(await verifyPassword(stored, 'genba-demo ')).toBe(false);
  });

  it('reads the cost from the stored hash, so a hash of either cost verifies under the other', async () => {
    usePasswordHashCost('test');
    const cheap = await hashPassword('pw-1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    usePasswordHashCost('standard');
    expect(await verifyPassword(cheap, 'pw-1')).toBe(true);
    const full = await hashPassword('pw-2');
    usePasswordHashCost('test');
    expect(await verifyPassword(full, 'pw-2')).toBe(true);
    expect(await verifyPassword(null, 'pw-2')).toBe(false);
  });

  it('takes as long without a stored hash as with one (no timing tells which addresses exist)', async () => {
    usePasswordHashCost('standard');
    const stored = await hashPassword('genba-demo');
    const checks = {
      known: () => verifyPassword(stored, 'wrong-password'),
      unknown: () => verifyPassword(null, 'wrong-password'),
      malformed: () => verifyPassword('not-an-argon2-hash', 'wrong-password'),
    };
    // Interleaved rounds and the fastest of each: a busy CI machine only adds time, and adds it
    // to all three alike, where five of one then five of the next measured the load instead.
    const fastest = { known: Infinity, unknown: Infinity, malformed: Infinity };
    for (let round = 0; round < 7; round++) {
      for (const [name, check] of Object.entries(checks) as [keyof typeof checks, () => Promise<boolean>][]) {
        const started = performance.now();
        expect(await check()).toBe(false);
        fastest[name] = Math.min(fastest[name], performance.now() - started);
      }
    }
    const { known, unknown, malformed } = fastest;
    // One argon2id verification at full cost each way; skipping it would take a small fraction.
    expect(unknown).toBeGreaterThan(known * 0.3);
    expect(malformed).toBeLessThan(known);
  });

  it('is lowered only by test setup: no server source calls usePasswordHashCost', () => {
    const callers = (readdirSync(srcDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => file !== path.join('auth', 'password.ts'))
      .filter((file) => readFileSync(path.join(srcDir, file), 'utf8').includes('usePasswordHashCost'));
    expect(callers).toEqual([]);
  });
});
