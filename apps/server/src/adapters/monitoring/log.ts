import type { MonitoringAdapter } from './types.ts';

export type LogMonitoringOptions = {
  /** Where the line goes; the server's standard output by default (where its other log lines go). */
  readonly write?: (line: string) => void;
};

/**
 * The default: each event is one JSON line in the server log, so it can be
 * searched with grep or shipped by any log collector. JSON escapes newlines
 * and control characters, so a report cannot forge extra log lines.
 */
export const createLogMonitoringAdapter = (options: LogMonitoringOptions = {}): MonitoringAdapter => {
  const write = options.write ?? ((line: string) => console.log(line));
  return {
    kind: 'log',
    async capture({ eventId, receivedAt, ...rest }) {
      // Id and arrival first, so a reader scanning the log sees them before a long stack.
      write(JSON.stringify({ level: 'error', type: 'monitoring', eventId, receivedAt, ...rest }));
    },
  };
};
