import type { TDailyReport } from '@genba/api-client/schemas';
import { EmptyState, Skeleton } from '@genba/ui';
import { DAILY_REFUSAL } from '@genba/validators';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import { useDaily } from '../hooks/useDaily.ts';

/** The report id of a /daily/…/:id route, or undefined when it is no positive integer. */
export const useDailyIdParam = (): number | undefined => {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export type DailyByIdProps = {
  id: number | undefined;
  children: (daily: TDailyReport) => ReactNode;
};

/** The report of a /daily/…/:id route once fetched, or the not-found state for a malformed id. */
export const DailyById = ({ id, children }: DailyByIdProps) =>
  id === undefined ? (
    <EmptyState preset="noData" description={DAILY_REFUSAL.notFound} />
  ) : (
    <FetchedDaily id={id}>{children}</FetchedDaily>
  );

const FetchedDaily = ({ id, children }: { id: number; children: DailyByIdProps['children'] }) => (
  <QueryState query={useDaily(id)} pending={<Skeleton shape="rect" height={320} />}>
    {(data) => children(data.daily)}
  </QueryState>
);
