import { clientErrorReport as makeClientErrorReport } from '../../helpers/monitoring.ts';
import { defineExamples } from './types.ts';

/** Error monitoring (talk §8, §9): a browser report, and one whose step log is longer than talk §9's 30 entries. */
export const monitoringExamples = defineExamples({
  reportClientError: {
    valid: () => ({ body: makeClientErrorReport() }),
    invalid: () => ({
      request: {
        body: {
          ...makeClientErrorReport(),
          steps: Array.from({ length: 31 }, () => ({ at: '2026-04-01T00:00:00.000Z', message: 'tap' })),
        },
      },
      status: 422,
    }),
  },
});
