import type { TDailyProject } from '@genba/api-client/schemas';
import type { DailyWeatherFill } from '@genba/forms';
import { copiedDailyInput } from '@genba/validators';
import { useCallback, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { todayInJapan } from '../utils/dates.ts';
import { weatherPosition } from '../utils/weatherPosition.ts';
import { useSiteMembers } from './useDaily.ts';

/**
 * What the daily form asks of the page, for the member the report is written for: the chosen
 * site's members to tick, the weather at the site (or the device), and the previous day's copy.
 */
export const useDailyFormSupport = (sites: readonly TDailyProject[], writerId: number) => {
  const { client } = useApi();
  const [siteId, setSiteId] = useState<string | null>(null);
  const site = sites.find((s) => String(s.attendance_field_id) === siteId);
  const members = useSiteMembers(site?.chatroom_id ?? null);
  const onSiteChange = useCallback((id: string) => setSiteId(id), []);
  const roomMembers = members.data?.members ?? [];
  const siteMembers = roomMembers
    .filter((m) => m.member_id !== writerId)
    .map((m) => ({ value: String(m.member_id), label: m.name }));

  const onFetchWeather = async (): Promise<DailyWeatherFill | null> => {
    const at = await weatherPosition(site, globalThis.navigator?.geolocation);
    const res = await client.call('getDailyWeatherLocation', { query: { lat: at.lat, lon: at.lon } });
    return res.ok ? res.data.weather : null;
  };

  const onCopyPrevious = async (chosen: { attendance_field_id: string; daily_date: string }) => {
    const res = await client.call('copy_previous_daily', {
      query: {
        attendance_field_id: Number(chosen.attendance_field_id),
        member_id: writerId,
        daily_date: chosen.daily_date,
      },
    });
    return res.ok && res.data.daily ? copiedDailyInput(res.data.daily, chosen.daily_date) : null;
  };

  return { site, roomMembers, siteMembers, onSiteChange, onFetchWeather, onCopyPrevious };
};

/** The daily form's site choices. */
export const dailySiteOptions = (sites: readonly TDailyProject[]) =>
  sites.map((p) => ({ value: String(p.attendance_field_id), label: p.case_name }));

/** A new report starts today, on the usual 08:00–17:00 day. */
export const newDailyDefaults = () => ({
  daily_date: todayInJapan(),
  attendance_start: '08:00',
  leave_work: '17:00',
});

/** The server names fields `daily.0.daily_date`; the form's fields are `daily_date`. */
export const stripEntryPrefix = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^daily\.\d+\./, ''), v]));
