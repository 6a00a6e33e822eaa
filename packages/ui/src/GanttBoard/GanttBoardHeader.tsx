import { type CSSProperties, memo } from 'react';
import styles from './GanttBoard.module.css';
import type { Scale } from './useGanttState.ts';

/** Month labels (2026年11月) over day numbers and weekdays; the 6-month view shows months and Mondays only. */
export const GanttBoardHeader = memo(function GanttBoardHeader({ scale }: { scale: Scale }) {
  const showDays = scale.months !== 6;
  return (
    <div className={styles.header} style={{ '--timeline-width': `${scale.width}px` } as CSSProperties}>
      <div className={styles.headerName}>現場・タスク</div>
      <div className={styles.headerTimeline}>
        <div className={styles.monthRow}>
          {scale.monthSpans.map((m) => (
            <span
              key={m.label}
              className={styles.month}
              style={
                {
                  '--bar-start': `${m.startOffset * scale.dayWidth}px`,
                  '--bar-width': `${m.days * scale.dayWidth}px`,
                } as CSSProperties
              }
            >
              {m.label}
            </span>
          ))}
        </div>
        <div className={styles.dayRow}>
          {scale.days.map((d, i) =>
            showDays || d.weekday === '月' ? (
              <span
                key={d.day}
                className={styles.day}
                data-non-working={d.nonWorking || undefined}
                title={d.companyDayName || d.holidayName}
                style={
                  {
                    '--bar-start': `${i * scale.dayWidth}px`,
                    '--bar-width': `${showDays ? scale.dayWidth : scale.dayWidth * 7}px`,
                  } as CSSProperties
                }
              >
                {d.date}
                {scale.months === 1 && <span className={styles.weekday}>{d.weekday}</span>}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
});

/** Non-working days shaded and the today line, drawn once behind every row. */
export const GanttBoardBackdrop = memo(function GanttBoardBackdrop({
  scale,
  today,
}: {
  scale: Scale;
  today: number;
}) {
  const todayOffset = today - scale.firstDay;
  return (
    <div className={styles.backdrop} aria-hidden="true">
      {scale.days.map((d, i) =>
        d.nonWorking ? (
          <span
            key={d.day}
            className={styles.offDay}
            data-holiday={d.holidayName !== undefined || undefined}
            data-company={d.companyDayName !== undefined || undefined}
            style={
              {
                '--bar-start': `${i * scale.dayWidth}px`,
                '--bar-width': `${scale.dayWidth}px`,
              } as CSSProperties
            }
          />
        ) : null,
      )}
      {todayOffset >= 0 && todayOffset < scale.days.length && (
        <span
          className={styles.today}
          data-testid="gantt-today"
          style={{ '--bar-start': `${(todayOffset + 0.5) * scale.dayWidth}px` } as CSSProperties}
        />
      )}
    </div>
  );
});
