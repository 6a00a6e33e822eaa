import { isApiError } from '@genba/api-client/query';
import { Button } from '@genba/ui';
import { Link } from 'react-router';
import { TotalsRangeForm } from '../../modules/daily/components/TotalsRangeForm.tsx';
import { TotalsState } from '../../modules/daily/components/TotalsState.tsx';
import { TotalsTable } from '../../modules/daily/components/TotalsTable.tsx';
import { useTotals } from '../../modules/daily/hooks/useTotals.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from '../daily/DailyPages.module.css';

/**
 * /aggregate-old: the simpler per-member view of the same totals (getAggregate) over the same
 * range rules: one table of members with days, hours, rest, overtime and man-days, and the total.
 * Its CSV is the by-member export /aggregate writes too (exportAggregate csv).
 */
export const Page = () => {
  const { user, company } = useMember();
  const { draft, setDraft, apply, totals, exportAs, exporting, exportError } = useTotals();
  const fieldErrors = isApiError(totals.error) ? totals.error.fieldErrors : undefined;
  return (
    <MemberLayout title="旧集計表示" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1>旧集計表示</h1>
          <Link to="/aggregate">勤怠集計へ</Link>
        </div>
        <TotalsRangeForm
          className={styles.toolbar}
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={apply}
          fieldErrors={fieldErrors}
        >
          <Button
            type="button"
            variant="secondary"
            loading={exporting === 'csv'}
            onClick={() => void exportAs('csv')}
          >
            CSV出力
          </Button>
        </TotalsRangeForm>
        {exportError ? <p role="alert">{exportError}</p> : null}
        <TotalsState totals={totals}>
          {(data) => <TotalsTable caption="メンバー別" rows={data.by_member} total={data.total} />}
        </TotalsState>
      </div>
    </MemberLayout>
  );
};
