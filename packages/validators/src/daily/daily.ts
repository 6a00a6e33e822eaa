/** Talk §4 daily approval: 5 is confirmed; a confirm request sends 1, withdrawing it 0. */
export const DAILY_APPROVAL = { confirmed: 5 } as const;
export const DAILY_CONFIRM_REQUEST = { unconfirm: 0, confirm: 1 } as const;

/** Talk §3/§5: an empty temperature or humidity is sent as null. */
export const weatherValueForSend = (v: string | number | null | undefined): string | number | null =>
  v === '' || v === undefined ? null : v;

type DailyEntry = {
  temperature?: string | number | null;
  humidity?: string | number | null;
  delete_attendance_record_work_details?: unknown[];
  buildingPictures?: unknown;
};

/**
 * Talk §3 daily payload: each entry gets `delete_attendance_record_work_details`
 * (empty by default), loses `buildingPictures` (uploaded separately), and
 * sends empty temperature or humidity as null.
 */
export const toDailyPayload = <T extends DailyEntry>(daily: readonly T[]) => ({
  daily: daily.map(({ buildingPictures: _pictures, ...entry }) => ({
    ...entry,
    delete_attendance_record_work_details: entry.delete_attendance_record_work_details ?? [],
    temperature: weatherValueForSend(entry.temperature),
    humidity: weatherValueForSend(entry.humidity),
  })),
});
