import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id parameters. `standard` is the library's defaults (m=19456 KiB, t=2,
 * p=1: OWASP's minimum) and the only cost the server itself ever uses. `test`
 * is for the in-process test suites (test/helpers/fastPasswords.ts), where
 * every seed and login hashed at full cost made each mutation-testing run of
 * the auth code take minutes; verification reads the cost from the stored
 * hash, so a hash made at one cost still verifies at the other.
 */
export const PASSWORD_HASH_COSTS = {
  standard: {},
  test: { memoryCost: 64, timeCost: 1, parallelism: 1 },
} as const satisfies Record<string, Options>;

export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

let options: Options = PASSWORD_HASH_COSTS.standard;

/**
 * Made when the module loads (and again when the cost changes), with the same
 * parameters as real hashes, so the first unknown address is not slower (or
 * faster) than the rest.
 */
let dummyHash: Promise<string> = hash('not-a-real-password', options);

/** Switches the cost of new hashes; only test setup calls it. */
export const usePasswordHashCost = (cost: PasswordHashCost): void => {
  options = PASSWORD_HASH_COSTS[cost];
  // Stryker disable next-line StringLiteral: the throw-away password is never compared, any text does
  dummyHash = hash('not-a-real-password', options);
};

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/**
 * Checks a password. Without a stored hash (unknown address, mobile-only
 * account) it still verifies against a throw-away hash, so the answer takes
 * as long either way and response times do not reveal which addresses exist.
 */
export const verifyPassword = async (stored: string | null, password: string): Promise<boolean> => {
  if (!stored) {
    // Stryker disable next-line ArrowFunction,BooleanLiteral: only the time spent matters, the answer is discarded
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
