/** `YYYY-MM-DD` of today in Japan (the product's calendar), whatever the device's zone. */
export const todayInJapan = (now = new Date()): string =>
  new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

/** `YYYY-MM-DD` moved by whole days. */
export const shiftDate = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
