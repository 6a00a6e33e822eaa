import type { TCompletionStatusSetting, TMemberSummary, TOffice } from '@genba/api-client';
import { Button, Select, type SelectOption, TextField } from '@genba/ui';
import {
  CASE_COLUMN_LABEL,
  CASE_DATE_COLUMNS,
  PROJECT_COMPLETION_STATUS_LABEL,
  PROJECT_STATUS_FILTER,
  PROJECT_STATUS_FILTER_LABEL,
  type ProjectCompletionStatus,
} from '@genba/validators';
import { type FormEvent, useState } from 'react';
import type { CaseFilters } from '../state/caseFilters.ts';
import styles from './CaseList.module.css';

export type CaseFilterBarProps = {
  filters: CaseFilters;
  onChange: (change: Partial<Omit<CaseFilters, 'page' | 'after_id'>>) => void;
  /** Status 999 (編集) opens the status settings instead of filtering (core §4). */
  onEditStatuses: () => void;
  statuses?: readonly TCompletionStatusSetting[] | undefined;
  offices: readonly TOffice[];
  members: readonly TMemberSummary[];
  /** The company's team names (/setting/company-team): the team filter offers these. */
  teams: readonly string[];
};

const memberName = (m: TMemberSummary) => `${m.name1} ${m.name2 ?? ''}`.trim();

/**
 * The case list's filters. Selects apply at once; the keyword and the date
 * range apply on 検索 (Enter), so typing Japanese with an IME never fires a
 * search mid-composition.
 */
export const CaseFilterBar = ({
  filters,
  onChange,
  onEditStatuses,
  statuses,
  offices,
  members,
  teams,
}: CaseFilterBarProps) => {
  const [keyword, setKeyword] = useState(filters.keyword);
  const [range, setRange] = useState({
    column: filters.date_column,
    from: filters.date_from,
    to: filters.date_to,
  });
  const statusOptions = [
    {
      value: String(PROJECT_STATUS_FILTER.all),
      label: PROJECT_STATUS_FILTER_LABEL[PROJECT_STATUS_FILTER.all],
    },
    ...(Object.keys(PROJECT_COMPLETION_STATUS_LABEL).map(Number) as ProjectCompletionStatus[]).map((s) => ({
      value: String(s),
      label: statuses?.find((x) => x.status === s)?.name ?? PROJECT_COMPLETION_STATUS_LABEL[s],
    })),
    {
      value: String(PROJECT_STATUS_FILTER.edit),
      label: PROJECT_STATUS_FILTER_LABEL[PROJECT_STATUS_FILTER.edit],
    },
  ];
  const memberOptions = members.map((m) => ({ value: String(m.member_id), label: memberName(m) }));
  // The selects that apply as they change and differ only in key, label and options.
  const selectFilters: {
    key: 'office_id' | 'sale_man' | 'fore_man' | 'team';
    label: string;
    options: readonly SelectOption[];
  }[] = [
    {
      key: 'office_id',
      label: '営業所',
      options: offices.map((o) => ({ value: String(o.id), label: o.name })),
    },
    { key: 'sale_man', label: '営業担当', options: memberOptions },
    { key: 'fore_man', label: '現場担当', options: memberOptions },
    {
      key: 'team',
      label: 'チーム',
      // A team named by the address but since renamed or deleted stays choosable, so the filter shows what it filters by.
      options: [...new Set([...teams, ...(filters.team ? [filters.team] : [])])].map((t) => ({
        value: t,
        label: t,
      })),
    },
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      keyword: keyword.trim(),
      date_column: range.column,
      date_from: range.from,
      date_to: range.to,
    });
  };
  return (
    <form className={styles.filters} aria-label="案件の絞り込み" onSubmit={search}>
      <Select
        label="進捗状況"
        options={statusOptions}
        value={filters.status}
        onChange={(e) =>
          e.target.value === String(PROJECT_STATUS_FILTER.edit)
            ? onEditStatuses()
            : onChange({ status: e.target.value })
        }
      />
      {selectFilters.map(({ key, label, options }) => (
        <Select
          key={key}
          label={label}
          placeholder="すべて"
          options={options}
          value={filters[key]}
          onChange={(e) => onChange({ [key]: e.target.value })}
        />
      ))}
      <TextField
        label="案件種別"
        defaultValue={filters.case_type}
        onBlur={(e) =>
          e.target.value.trim() !== filters.case_type && onChange({ case_type: e.target.value.trim() })
        }
      />
      <Select
        label="日付項目"
        placeholder="指定なし"
        options={CASE_DATE_COLUMNS.map((c) => ({ value: c, label: CASE_COLUMN_LABEL[c] }))}
        value={range.column}
        onChange={(e) => setRange({ ...range, column: e.target.value })}
      />
      <TextField
        type="date"
        label="開始日"
        value={range.from}
        onChange={(e) => setRange({ ...range, from: e.target.value })}
      />
      <TextField
        type="date"
        label="終了日"
        value={range.to}
        onChange={(e) => setRange({ ...range, to: e.target.value })}
      />
      <TextField
        type="search"
        label="キーワード"
        description="案件名・カナ・顧客名・住所"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <div className={styles.filterActions}>
        <Button type="submit">検索</Button>
      </div>
    </form>
  );
};
