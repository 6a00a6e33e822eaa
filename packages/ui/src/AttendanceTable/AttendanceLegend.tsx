import { ATTENDANCE_STATUS, attendanceStatusLabel } from '@genba/validators';
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './AttendanceTable.module.css';
import { STATUS_STATE } from './attendanceGrid.ts';

/** The statuses a day cell is coloured by, in the order of the flow (talk §4). */
const LEGEND = [
  ATTENDANCE_STATUS.waitingConfirm,
  ATTENDANCE_STATUS.changeRequest,
  ATTENDANCE_STATUS.fixed,
  ATTENDANCE_STATUS.rejected,
] as const;

/** What the AttendanceTable's cell colours mean: a swatch and the status's name for each. */
export const AttendanceLegend = ({ className, ...rest }: Omit<ComponentProps<'ul'>, 'children'>) => (
  <ul aria-label="状態の凡例" className={cx(styles.legend, className)} {...rest}>
    {LEGEND.map((status) => (
      <li key={status}>
        <span className={styles.swatch} data-state={STATUS_STATE[status]} aria-hidden="true" />
        {attendanceStatusLabel(status)}
      </li>
    ))}
  </ul>
);
