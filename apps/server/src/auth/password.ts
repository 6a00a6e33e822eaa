import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (stored: string | null, password: string): Promise<boolean> => {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
};
