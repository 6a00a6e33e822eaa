import { createQueryOptions } from '@genba/api-client/query';
import { defaultExcelExportRange } from '@genba/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { saveBlob } from '../../../app/saveBlob.ts';

export type TotalsRange = { start_date: string; end_date: string };
export type TotalsExportFormat = 'xlsx' | 'csv';

/**
 * The totals pages' state (/aggregate and /aggregate-old): the range being typed, the range
 * totalled (the 93 days to today at first; the server checks every rule again), its totals
 * (getAggregate) and the export of that range (exportAggregate).
 */
export const useTotals = () => {
  const { client } = useApi();
  const [initial] = useState(() => defaultExcelExportRange(new Date()));
  const [draft, setDraft] = useState<TotalsRange>(initial);
  const [range, setRange] = useState<TotalsRange>(initial);
  const totals = useQuery(createQueryOptions(client, 'getAggregate', { query: range }));
  const [exporting, setExporting] = useState<TotalsExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportAs = async (format: TotalsExportFormat) => {
    setExportError(null);
    setExporting(format);
    const res = await client.call('exportAggregate', { query: { ...range, format } });
    setExporting(null);
    if (!res.ok) return setExportError(res.messages.join(' '));
    saveBlob(res.data, `勤怠集計_${range.start_date}_${range.end_date}.${format}`);
  };

  return { draft, setDraft, apply: () => setRange(draft), totals, exportAs, exporting, exportError };
};
