/** Company (2) and office (10) managers confirm dailies and register them for others; the server decides, this only shapes the screen. */
export const isDailyManager = (authId: number): boolean => authId === 2 || authId === 10;
