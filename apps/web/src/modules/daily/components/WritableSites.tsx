import type { TDailyProject } from '@genba/api-client/schemas';
import { EmptyState, Skeleton } from '@genba/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import { projectFilterOf } from '../utils/projectFilter.ts';

export type WritableSitesProps = {
  /** The member's sites (create) or the company's (proxy registration). */
  query: UseQueryResult<{ projects: TDailyProject[] }, unknown>;
  children: (sites: readonly TDailyProject[]) => ReactNode;
};

/**
 * The sites a new daily may be written for, only the `?project_id=` one when the URL names it
 * (the /talk project room links there), with an empty state when none is left.
 */
export const WritableSites = ({ query, children }: WritableSitesProps) => {
  const projectId = projectFilterOf(useSearchParams()[0]);
  return (
    <QueryState query={query} pending={<Skeleton shape="rect" height={320} />}>
      {(data) => {
        const sites = data.projects.filter(
          (p) => projectId === undefined || p.attendance_field_id === projectId,
        );
        return sites.length === 0 ? (
          <EmptyState preset="noData" description="日報を書ける現場がありません。" />
        ) : (
          children(sites)
        );
      }}
    </QueryState>
  );
};
