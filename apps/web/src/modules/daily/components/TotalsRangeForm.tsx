import { Button, TextField } from '@genba/ui';
import type { ReactNode } from 'react';
import type { TotalsRange } from '../hooks/useTotals.ts';

export type TotalsRangeFormProps = {
  draft: TotalsRange;
  onDraftChange: (draft: TotalsRange) => void;
  /** 集計: totals the typed range. */
  onSubmit: () => void;
  /** The server's refusal of the range, by field (start_date, end_date). */
  fieldErrors?: Record<string, string>;
  /** The export buttons, after 集計. */
  children?: ReactNode;
  className?: string;
};

/** The totals pages' range: 開始日, 終了日 and 集計, with the page's export buttons. */
export const TotalsRangeForm = ({
  draft,
  onDraftChange,
  onSubmit,
  fieldErrors,
  children,
  className,
}: TotalsRangeFormProps) => (
  <form
    className={className}
    aria-label="集計期間"
    onSubmit={(e) => {
      e.preventDefault();
      onSubmit();
    }}
  >
    <TextField
      label="開始日"
      type="date"
      value={draft.start_date}
      onChange={(e) => onDraftChange({ ...draft, start_date: e.target.value })}
      error={fieldErrors?.start_date}
    />
    <TextField
      label="終了日"
      type="date"
      value={draft.end_date}
      onChange={(e) => onDraftChange({ ...draft, end_date: e.target.value })}
      error={fieldErrors?.end_date}
    />
    <Button type="submit" variant="secondary">
      集計
    </Button>
    {children}
  </form>
);
