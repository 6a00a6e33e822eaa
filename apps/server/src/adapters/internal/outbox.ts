import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The development outbox: an append-only JSON-lines file under the data
 * directory, one line per message the server would have sent. Developers and
 * end-to-end tests read it (GET /__dev/sms-outbox); production never writes it.
 */
export type Outbox<T extends { to: string }> = {
  file: string;
  append: (entry: T) => Promise<void>;
  /** The newest entry addressed to `to`, or undefined. */
  latest: (to: string) => Promise<(T & { at: string }) | undefined>;
  /** Every entry addressed to `to`, oldest first (newest last). */
  all: (to: string) => Promise<(T & { at: string })[]>;
};

const readEntries = async <T>(file: string): Promise<(T & { to: string; at: string })[]> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T & { to: string; at: string });
};

export const createOutbox = <T extends { to: string }>(file: string): Outbox<T> => ({
  file,
  append: async (entry) => {
    await mkdir(path.dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
  },
  latest: async (to) => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    const lines = text.trimEnd().split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = lines[i];
      if (!line) continue;
      const entry = JSON.parse(line) as T & { at: string };
      if (entry.to === to) return entry;
    }
    return undefined;
  },
  all: async (to) => (await readEntries<T>(file)).filter((entry) => entry.to === to),
});
