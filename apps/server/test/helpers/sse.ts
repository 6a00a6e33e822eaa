/**
 * Reads server-sent events from a streaming response until `until` says enough. The time limit is
 * generous because reading stops as soon as `until` is met: 3 s was missed on PostgreSQL beside the
 * end-to-end tests (a create and a send took over 4 s). A test of absence passes its own short limit.
 */
export const readEvents = async (
  response: Response,
  until: (events: { id: number; type: string; data: unknown }[]) => boolean,
  timeoutMs = 15_000,
) => {
  const body = response.body;
  if (!body) throw new Error('no stream');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { id: number; type: string; data: unknown }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (!until(events)) {
    if (Date.now() > deadline) break;
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((resolve) =>
        setTimeout(() => resolve({ done: true, value: undefined }), Math.max(1, deadline - Date.now())),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((l) => !l.startsWith(':') && l.includes(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
      );
      if (fields.event)
        events.push({ id: Number(fields.id), type: fields.event, data: JSON.parse(fields.data ?? '{}') });
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
};
