import { HttpResponse } from 'msw';
import type { EndpointDef } from '../catalogue/define.ts';

/** Thrown (and so answered 500 by MSW, loudly) when mock data no longer matches its entry. */
export class FixtureDriftError extends Error {
  override readonly name = 'FixtureDriftError';
}

/** What the client will see after the wire: JSON turns dates into strings and drops undefined. */
const overTheWire = (entry: EndpointDef, data: unknown): unknown => {
  if (entry.responseType === 'blob' || entry.responseType === 'text' || data === undefined) return data;
  return JSON.parse(JSON.stringify(data));
};

/** Parses mock data with the entry's response schema; drift throws with the schema's complaint. */
export const checkResponse = (name: string, entry: EndpointDef, data: unknown): unknown => {
  const wire = overTheWire(entry, data);
  const parsed = entry.response.safeParse(wire);
  if (!parsed.success) {
    throw new FixtureDriftError(
      `Mock response for "${name}" does not match its response schema: ${parsed.error.message}`,
    );
  }
  return wire;
};

/** The HTTP response for checked mock data, in the entry's response type. */
export const respond = (name: string, entry: EndpointDef, data: unknown, status = 200): Response => {
  const wire = checkResponse(name, entry, data);
  if (entry.responseType === 'blob') {
    const blob = wire instanceof Blob ? wire : new Blob([String(wire)]);
    return new HttpResponse(blob, {
      status,
      headers: { 'Content-Type': blob.type || 'application/octet-stream' },
    });
  }
  if (entry.responseType === 'text') return HttpResponse.text(String(wire), { status });
  if (wire === undefined) return new HttpResponse(null, { status: status === 200 ? 204 : status });
  return HttpResponse.json(wire as Parameters<typeof HttpResponse.json>[0], { status });
};
