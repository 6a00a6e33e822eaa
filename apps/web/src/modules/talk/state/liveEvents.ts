import { type TTalkEvent, ZTalkEvent } from '@genba/api-client';

/**
 * Parses a text/event-stream body (the polling fallback answers one) into
 * events and the last id seen. Events that do not parse are skipped: a newer
 * server may send types this client does not know. `reset` is true when the
 * server could not replay from the id it was given (past the log's retention):
 * the caller refetches what it shows, as on a first load.
 */
export const parseEventStream = (
  text: string,
): { events: TTalkEvent[]; lastId: number | undefined; reset: boolean } => {
  const events: TTalkEvent[] = [];
  let lastId: number | undefined;
  let reset = false;
  for (const block of text.split(/\n\n/)) {
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) {
        const id = Number(line.slice(3).trim());
        if (Number.isInteger(id)) lastId = id;
      } else if (line.startsWith('data:')) data += line.slice(5).trim();
      else if (line.trim() === 'event: reset') reset = true;
    }
    if (data === '' || data === '{}') continue;
    const parsed = parseEvent(data);
    if (parsed) events.push(parsed);
  }
  return { events, lastId, reset };
};

export const parseEvent = (data: string): TTalkEvent | undefined => {
  try {
    const parsed = ZTalkEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
