/**
 * `zod` as the web app imports it (vite.config.ts aliases the bare specifier here).
 *
 * The server's Content-Security-Policy allows no eval. Zod probes for eval with
 * `new Function('')` the first time it parses an object, and although it catches
 * the refusal, Chromium still logs it as a console error on every page that
 * validates a form or a response. Jitless mode skips the probe; the parse is the
 * same, only without the generated fast path, which our payload sizes do not need.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
