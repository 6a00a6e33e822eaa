import { usePasswordHashCost } from '../../src/auth/password.ts';

/**
 * Vitest setup of the in-process server tests: passwords hashed at a test
 * cost (the seed and every password change), so a test file's logins take
 * milliseconds and mutation testing of the auth code stays measurable.
 * Servers the attack suite spawns run main.ts and keep the standard cost;
 * test/auth/password.test.ts checks that cost.
 */
usePasswordHashCost('test');
