import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * Made once, when the module loads, with the same parameters as real hashes,
 * so the first unknown address is not slower (or faster) than the rest.
 */
const dummyHash: Promise<string> = hash('not-a-real-password');

/**
 * Checks a password. Without a stored hash (unknown address, mobile-only
 * account) it still verifies against a throw-away hash, so the answer takes
 * as long either way and response times do not reveal which addresses exist.
 */
export const verifyPassword = async (stored: string | null, password: string): Promise<boolean> => {
  if (!stored) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
};
