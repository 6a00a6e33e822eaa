import { type TTalkEvent, ZTalkEvent } from '@genba/api-client';

/**
 * Parses a text/event-stream body (the polling fallback answers one) into
 * events and the last id seen. Events that do not parse are skipped: a newer
 * server may send types this client does not know.
 */
export const parseEventStream = (text: string): { events: TTalkEvent[]; lastId: number | undefined } => {
  const events: TTalkEvent[] = [];
  let lastId: number | undefined;
  for (const block of text.split(/\n\n/)) {
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) {
        const id = Number(line.slice(3).trim());
        if (Number.isInteger(id)) lastId = id;
      } else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (data === '' || data === '{}') continue;
    const parsed = parseEvent(data);
    if (parsed) events.push(parsed);
  }
  return { events, lastId };
};

export const parseEvent = (data: string): TTalkEvent | undefined => {
  try {
    const parsed = ZTalkEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
