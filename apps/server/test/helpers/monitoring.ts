import type { TReportClientErrorRequest } from '@genba/api-client';

/** A report as the web app's reporter sends it after an uncaught TypeError on /talk. */
export const clientErrorReport = (
  overrides: Partial<TReportClientErrorRequest> = {},
): TReportClientErrorRequest => ({
  kind: 'error',
  message: "Cannot read properties of undefined (reading 'name')",
  name: 'TypeError',
  stack:
    "TypeError: Cannot read properties of undefined (reading 'name')\n    at ProjectList (ProjectList.tsx:42:17)",
  page: '/talk',
  release: '3.0.0',
  occurredAt: '2026-04-01T00:00:00.000Z',
  steps: [{ at: '2026-03-31T23:59:58.000Z', message: 'navigate /talk' }],
  ...overrides,
});
