import { isAttendanceActive } from '@genba/validators';
import { useEffect, useRef } from 'react';
import { useBridge } from '../../../app/BridgeContext.tsx';

type TodayRecord = { attendance_start: string | null; leave_work: string | null };

/**
 * Tells the mobile app whether the member is at work (clocked in, not out; the bridge's
 * attendanceActive), once today's records are known and again whenever that changes.
 */
export const useAttendanceActiveBridge = (records: readonly TodayRecord[] | undefined) => {
  const bridge = useBridge();
  const told = useRef<boolean | null>(null);
  const active = records === undefined ? null : isAttendanceActive(records);
  useEffect(() => {
    if (active === null || active === told.current) return;
    told.current = active;
    bridge.attendanceActive(active);
  }, [active, bridge]);
};
