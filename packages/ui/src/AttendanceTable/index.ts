export { AttendanceLegend } from './AttendanceLegend.tsx';
export { AttendanceTable, type AttendanceTableProps } from './AttendanceTable.tsx';
export {
  type AttendanceGrid,
  type AttendanceGridMember,
  type AttendanceGridRecord,
  type AttendanceGridStatus,
  buildAttendanceGrid,
  formatHours,
} from './attendanceGrid.ts';
