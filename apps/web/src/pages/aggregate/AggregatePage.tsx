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

/** /aggregate: totals by member, site and partner over a range (default 93 days), with Excel and CSV export. */
export const Page = () => {
  const { user, company } = useMember();
  const { draft, setDraft, apply, totals, exportAs, exporting, exportError } = useTotals();
  const fieldErrors = isApiError(totals.error) ? totals.error.fieldErrors : undefined;
  return (
    <MemberLayout title="勤怠集計" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1>勤怠集計</h1>
          <Link to="/aggregate-old">旧集計表示</Link>
        </div>
        <TotalsRangeForm
          className={styles.toolbar}
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={apply}
          fieldErrors={fieldErrors}
        >
          <Button type="button" loading={exporting === 'xlsx'} onClick={() => void exportAs('xlsx')}>
            Excel出力
          </Button>
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
          {(data) => (
            <>
              <h2 className={styles.heading}>メンバー別</h2>
              <TotalsTable caption="メンバー別" rows={data.by_member} total={data.total} withCost />
              <h2 className={styles.heading}>現場別</h2>
              <TotalsTable caption="現場別" rows={data.by_project} withCost />
              <h2 className={styles.heading}>協力会社別</h2>
              <TotalsTable caption="協力会社別" rows={data.by_partner} withCost />
            </>
          )}
        </TotalsState>
      </div>
    </MemberLayout>
  );
};
