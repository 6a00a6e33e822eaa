import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION, GEOLOCATION_FALLBACK_MS, weatherPosition } from './weatherPosition.ts';

const geoAnswering = (lat: number, lon: number) => ({
  getCurrentPosition: (ok: PositionCallback) =>
    ok({ coords: { latitude: lat, longitude: lon } } as GeolocationPosition),
});

describe('weather position', () => {
  it("uses the site's coordinates without asking the device", async () => {
    const geo = { getCurrentPosition: vi.fn() };
    expect(await weatherPosition({ latitude: 35.68, longitude: 139.76 }, geo)).toEqual({
      lat: 35.68,
      lon: 139.76,
      source: 'site',
    });
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("falls back to the device's position for a site without coordinates", async () => {
    expect(await weatherPosition({ latitude: null, longitude: null }, geoAnswering(43.06, 141.35))).toEqual({
      lat: 43.06,
      lon: 141.35,
      source: 'device',
    });
  });

  it('uses the default position on refusal, without geolocation, and when the browser never answers (5.1 s)', async () => {
    const refusing = {
      getCurrentPosition: (_: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({} as GeolocationPositionError),
    };
    expect(await weatherPosition(undefined, refusing)).toEqual(DEFAULT_POSITION);
    expect(await weatherPosition(undefined, undefined)).toEqual(DEFAULT_POSITION);
    const waited: number[] = [];
    const silent = { getCurrentPosition: () => {} };
    const wait = async (ms: number) => void waited.push(ms);
    expect(await weatherPosition(undefined, silent, wait)).toEqual(DEFAULT_POSITION);
    expect(waited).toEqual([GEOLOCATION_FALLBACK_MS]);
  });
});
