import { DAILY_POPUP_TEXT } from '@genba/validators';
import type { MouseEvent, ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { cx } from '../internal/cx.ts';
import { Popover } from '../Popover/Popover.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import styles from './DailyPopover.module.css';
import {
  authorLine,
  confirmationOf,
  type DailyPopoverState,
  type DailySummary,
  timesLine,
  weatherLine,
  workLines,
} from './dailySummary.ts';

export type DailyPopoverProps = {
  /** What the trigger says: the posted daily's heading. */
  label: ReactNode;
  /** The report's detail page; 「詳細を見る」 and the phone link point there. */
  detailHref: string;
  /** A plain click (or Enter) on a link to the detail page: the app navigates in place. */
  onOpenDetail: (href: string) => void;
  /** The report, or that it is loading or failed (the app fetches once the popup opens). */
  state: DailyPopoverState;
  /** Asks the app to read the report again after a failure. */
  onRetry?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Phones (< 768 px): no popover, the trigger is a plain link to the detail page, which has the
   * room a 290 px panel lacks there.
   */
  asLink?: boolean;
  className?: string;
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to the detail page that navigates in the app on a plain click and leaves new-tab clicks to the browser. */
const DetailLink = ({
  href,
  onOpen,
  className,
  children,
}: {
  href: string;
  onOpen: (href: string) => void;
  className: string | undefined;
  children: ReactNode;
}) => (
  <a
    className={className}
    href={href}
    onClick={(event) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      onOpen(href);
    }}
  >
    {children}
  </a>
);

const Summary = ({ summary }: { summary: DailySummary }) => {
  const work = workLines(summary);
  const confirmation = confirmationOf(summary);
  return (
    <dl className={styles.fields}>
      <dt>{DAILY_POPUP_TEXT.site}</dt>
      <dd>{summary.siteName}</dd>
      <dt>{DAILY_POPUP_TEXT.author}</dt>
      <dd>{authorLine(summary)}</dd>
      <dt>{DAILY_POPUP_TEXT.weather}</dt>
      <dd>{weatherLine(summary)}</dd>
      <dt>{DAILY_POPUP_TEXT.times}</dt>
      <dd>{timesLine(summary)}</dd>
      <dt>{DAILY_POPUP_TEXT.work}</dt>
      <dd>
        {work.shown.length === 0 ? (
          '—'
        ) : (
          <ul className={styles.work}>
            {work.shown.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one immutable report
              <li key={i}>{line}</li>
            ))}
            {work.hidden > 0 ? <li className={styles.more}>{`…他${work.hidden}件`}</li> : null}
          </ul>
        )}
      </dd>
      <dt>{DAILY_POPUP_TEXT.state}</dt>
      <dd className={styles.state}>
        <Badge tone={confirmation.tone}>{confirmation.label}</Badge>
        {confirmation.by ? <span>{confirmation.by}</span> : null}
      </dd>
    </dl>
  );
};

const Body = ({ state, onRetry }: Pick<DailyPopoverProps, 'state' | 'onRetry'>) => {
  if (state.status === 'loading')
    return (
      <div role="status" aria-label={DAILY_POPUP_TEXT.loading} className={styles.loading}>
        <Skeleton width="60%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="40%" />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className={styles.error}>
        <p role="alert">{DAILY_POPUP_TEXT.failed}</p>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {DAILY_POPUP_TEXT.retry}
          </Button>
        ) : null}
      </div>
    );
  return <Summary summary={state.summary} />;
};

/**
 * A posted daily's heading that opens a 290 px summary of the report (spec layout: daily popup
 * 290 wide): date and site, author, weather, times, work, confirmation, and 「詳細を見る」 to its
 * page. Radix Popover underneath: keyboard-opened, Escape closes and focus returns to the heading.
 * On phones (`asLink`) the heading is a link to the detail page instead.
 */
export const DailyPopover = ({
  label,
  detailHref,
  onOpenDetail,
  state,
  onRetry,
  open,
  defaultOpen,
  onOpenChange,
  asLink = false,
  className,
}: DailyPopoverProps) => {
  if (asLink)
    return (
      <DetailLink href={detailHref} onOpen={onOpenDetail} className={cx(styles.trigger, className)}>
        {label}
      </DetailLink>
    );
  const summary = state.status === 'ready' ? state.summary : null;
  return (
    <Popover
      trigger={
        <button type="button" className={cx(styles.trigger, className)}>
          {label}
        </button>
      }
      title={summary ? DAILY_POPUP_TEXT.title(summary.date) : label}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      showCloseButton
      className={styles.popover}
    >
      <Body state={state} onRetry={onRetry} />
      <DetailLink href={detailHref} onOpen={onOpenDetail} className={styles.detail}>
        {DAILY_POPUP_TEXT.detail}
      </DetailLink>
    </Popover>
  );
};
