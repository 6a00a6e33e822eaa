/** Where the daily form's weather is read for (talk §5, §9). */
export type Position = { lat: number; lon: number; source: 'site' | 'device' | 'default' };

/** Talk §9: geolocation waits 5 s, and the page gives up at 5.1 s if the browser never answers. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const GEOLOCATION_FALLBACK_MS = 5100;

/** When neither the site nor the device gives a position: the demo company's office (Fukuoka). */
export const DEFAULT_POSITION: Position = { lat: 33.59, lon: 130.4, source: 'default' };

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/** The device's position, or null on refusal, error or time-out (a browser may never call back). */
export const devicePosition = (
  geo: Geolocation | undefined,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<Position | null> => {
  if (!geo) return Promise.resolve(null);
  const asked = new Promise<Position | null>((resolve) =>
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude, source: 'device' }),
      () => resolve(null),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    ),
  );
  return Promise.race([asked, wait(GEOLOCATION_FALLBACK_MS).then(() => null)]);
};

/** The site's stored coordinates first, then the device, then the default position. */
export const weatherPosition = async (
  site: { latitude: number | null; longitude: number | null } | undefined,
  geo: Geolocation | undefined,
  wait?: (ms: number) => Promise<void>,
): Promise<Position> => {
  if (site && site.latitude !== null && site.longitude !== null)
    return { lat: site.latitude, lon: site.longitude, source: 'site' };
  return (await devicePosition(geo, wait)) ?? DEFAULT_POSITION;
};
