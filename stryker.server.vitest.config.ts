import { defineConfig } from 'vitest/config';

/**
 * The server's Vitest project for `stryker.server.config.mjs`. Listed as a
 * project (not passed directly) so it keeps its own root, and with it its
 * include globs and the PGlite template global setup.
 */
export default defineConfig({ test: { projects: ['apps/server/vitest.config.ts'] } });
