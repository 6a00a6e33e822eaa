import { createBridge } from '@genba/api-client';
import { createWebViewHost } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { BridgeProvider } from '../../../app/BridgeContext.tsx';
import { useAttendanceActiveBridge } from './useAttendanceActiveBridge.ts';

type Day = { attendance_start: string | null; leave_work: string | null };

const Probe = ({ records }: { records: Day[] | undefined }) => {
  useAttendanceActiveBridge(records);
  return null;
};

describe('useAttendanceActiveBridge', () => {
  it('tells the app once today is known, and again only when clocking in or out changes it', async () => {
    const host = createWebViewHost();
    const bridge = createBridge({ window: host.win });
    const at = (records: Day[] | undefined) => (
      <BridgeProvider bridge={bridge}>
        <Probe records={records} />
      </BridgeProvider>
    );
    const flags = () => host.sent.filter((m) => m.type === 'attendanceActive').map((m) => m.active);

    const screen = await render(at(undefined));
    expect(flags()).toEqual([]);
    await screen.rerender(at([]));
    expect(flags()).toEqual([false]);
    await screen.rerender(at([{ attendance_start: '08:00', leave_work: null }]));
    await screen.rerender(at([{ attendance_start: '08:00', leave_work: null }]));
    expect(flags()).toEqual([false, true]);
    await screen.rerender(at([{ attendance_start: '08:00', leave_work: '17:00' }]));
    expect(flags()).toEqual([false, true, false]);
  });
});
