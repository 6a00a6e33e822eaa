import { describe, expect, it } from 'vitest';
import { WORKING_HOURS_MESSAGE, workingHoursSchema } from './workingHours.ts';

const day = { start_time: '08:00', end_time: '17:00', rest_start_time: '12:00', rest_end_time: '13:00' };
const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (workingHoursSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('workingHoursSchema', () => {
  it('takes a day shift with its rest inside it, the rest touching either end included', () => {
    expect(workingHoursSchema.safeParse(day).success).toBe(true);
    expect(
      workingHoursSchema.safeParse({ ...day, rest_start_time: '08:00', rest_end_time: '17:00' }).success,
    ).toBe(true);
  });

  it.each(['8:00', '24:00', '12:60', '', '08:00:00', 'あ'])('refuses the time %j', (time) => {
    expect(messagesOf({ ...day, start_time: time })).toEqual({ start_time: WORKING_HOURS_MESSAGE.time });
  });

  it('refuses an end not after the start, and a rest that ends first or falls outside the hours', () => {
    expect(messagesOf({ ...day, end_time: '08:00' })).toEqual({
      end_time: WORKING_HOURS_MESSAGE.endAfterStart,
    });
    expect(messagesOf({ ...day, rest_end_time: '11:00' })).toEqual({
      rest_end_time: WORKING_HOURS_MESSAGE.restEndAfterStart,
    });
    expect(messagesOf({ ...day, rest_start_time: '07:00' })).toEqual({
      rest_start_time: WORKING_HOURS_MESSAGE.restWithinWork,
    });
    expect(messagesOf({ ...day, rest_end_time: '18:00' })).toEqual({
      rest_start_time: WORKING_HOURS_MESSAGE.restWithinWork,
    });
  });
});
