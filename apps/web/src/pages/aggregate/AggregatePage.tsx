import { createQueryOptions } from '@genba/api-client/query';
import type { TTotalsRow } from '@genba/api-client/schemas';
import { Button, EmptyState, Skeleton, TextField } from '@genba/ui';
import { defaultExcelExportRange, formatMinutes } from '@genba/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from '../daily/DailyPages.module.css';

const TotalsTable = ({
  caption,
  rows,
  total,
}: {
  caption: string;
  rows: TTotalsRow[];
  total?: TTotalsRow;
}) => (
  <table aria-label={caption}>
    <caption>{caption}</caption>
    <thead>
      <tr>
        {['名前', '出勤日数', '労働時間', '休憩時間', '残業時間', '人工', '原価(円)'].map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {[...rows, ...(total ? [total] : [])].map((r) => (
        <tr key={r.key}>
          <th scope="row">{r.name}</th>
          <td>{r.days}</td>
          <td>{formatMinutes(r.worked_minutes)}</td>
          <td>{formatMinutes(r.rest_minutes)}</td>
          <td>{formatMinutes(r.overtime_minutes)}</td>
          <td>{r.man_days}</td>
          <td>{r.cost.toLocaleString('ja-JP')}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** Saves a Blob under a file name (the browser's download). */
const download = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** /aggregate: totals by member, site and partner over a range (default 93 days), with Excel and CSV export. */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const initial = defaultExcelExportRange(new Date());
  const [draft, setDraft] = useState(initial);
  const [range, setRange] = useState(initial);
  const totals = useQuery(createQueryOptions(client, 'getAggregate', { query: range }));
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportAs = async (format: 'xlsx' | 'csv') => {
    setExportError(null);
    setExporting(true);
    const res = await client.call('exportAggregate', { query: { ...range, format } });
    setExporting(false);
    if (!res.ok) return setExportError(res.messages.join(' '));
    download(res.data, `勤怠集計_${range.start_date}_${range.end_date}.${format}`);
  };
  const error = totals.error as { fieldErrors?: Record<string, string> } | null;
  return (
    <MemberLayout title="勤怠集計" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <h1>勤怠集計</h1>
        <form
          className={styles.toolbar}
          aria-label="集計期間"
          onSubmit={(e) => {
            e.preventDefault();
            setRange(draft);
          }}
        >
          <TextField
            label="開始日"
            type="date"
            value={draft.start_date}
            onChange={(e) => setDraft({ ...draft, start_date: e.target.value })}
            error={error?.fieldErrors?.start_date}
          />
          <TextField
            label="終了日"
            type="date"
            value={draft.end_date}
            onChange={(e) => setDraft({ ...draft, end_date: e.target.value })}
            error={error?.fieldErrors?.end_date}
          />
          <Button type="submit" variant="secondary">
            集計
          </Button>
          <Button type="button" loading={exporting} onClick={() => void exportAs('xlsx')}>
            Excel出力
          </Button>
          <Button type="button" variant="secondary" onClick={() => void exportAs('csv')}>
            CSV出力
          </Button>
        </form>
        {exportError ? <p role="alert">{exportError}</p> : null}
        {totals.isPending ? (
          <Skeleton shape="rect" height={200} />
        ) : totals.isError ? (
          <EmptyState
            preset="fetchFailed"
            description={Object.values(error?.fieldErrors ?? {}).join(' ') || undefined}
          />
        ) : totals.data.by_member.length === 0 ? (
          <EmptyState preset="noData" description="この期間の勤怠はありません。" />
        ) : (
          <>
            <TotalsTable caption="メンバー別" rows={totals.data.by_member} total={totals.data.total} />
            <TotalsTable caption="現場別" rows={totals.data.by_project} />
            <TotalsTable caption="協力会社別" rows={totals.data.by_partner} />
          </>
        )}
      </div>
    </MemberLayout>
  );
};
