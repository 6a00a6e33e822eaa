import { Button, EmptyState, Select, type SelectOption, Skeleton } from '@genba/ui';
import { AUTH_ID_LABEL, type AuthId, LOGIN_TYPE_LABEL, type LoginType } from '@genba/validators';
import { useState } from 'react';
import { useMember } from '../../session/hooks/useSession.ts';
import { FetchFailed } from '../../shell/components/QueryState/index.ts';
import { useMembers } from '../hooks/useMembers.ts';
import {
  authOptions,
  EMPTY_MEMBER_FILTERS,
  loginTypeOptions,
  MEMBER_STATUS_LABEL,
  type MemberFilters,
  membersQuery,
  pageCount,
  statusOptions,
} from '../utils/memberFilters.ts';
import styles from './OrganisationPanels.module.css';

/** The company's members with office, auth, login type and status filters, paged (core §2 /member/information). */
export const MemberTablePanel = () => {
  const { offices } = useMember();
  const [filters, setFilters] = useState<MemberFilters>(EMPTY_MEMBER_FILTERS);
  const [page, setPage] = useState(0);
  const { data, isPending, isError, refetch, isRefetching, isPlaceholderData } = useMembers(
    membersQuery(filters, page),
  );
  const setFilter = (key: keyof MemberFilters) => (event: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: event.target.value }));
    setPage(0);
  };
  // The four filters differ only in their key, label and options.
  const filterFields: { key: keyof MemberFilters; label: string; options: readonly SelectOption[] }[] = [
    {
      key: 'office_id',
      label: '営業所',
      options: offices.map((o) => ({ value: String(o.id), label: o.name })),
    },
    { key: 'auth_id', label: '権限', options: authOptions() },
    { key: 'login_type', label: 'ログイン方法', options: loginTypeOptions() },
    { key: 'status', label: '状態', options: statusOptions() },
  ];
  const pages = pageCount(data?.total ?? 0);
  return (
    <section
      className={styles.panel}
      aria-labelledby="member-list-title"
      aria-busy={isPending || isPlaceholderData || undefined}
    >
      <h2 id="member-list-title" className={styles.title}>
        メンバー一覧
      </h2>
      <div className={styles.filters}>
        {filterFields.map(({ key, label, options }) => (
          <Select
            key={key}
            label={label}
            placeholder="すべて"
            value={filters[key]}
            onChange={setFilter(key)}
            options={options}
          />
        ))}
      </div>
      {isPending ? (
        <Skeleton shape="rect" height={160} />
      ) : isError ? (
        <FetchFailed onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.data.length === 0 ? (
        <EmptyState preset="noSearchResult" />
      ) : (
        <table className={styles.table} aria-label="メンバー一覧">
          <thead>
            <tr>
              <th scope="col">氏名</th>
              <th scope="col">営業所</th>
              <th scope="col">権限</th>
              <th scope="col">ログイン方法</th>
              <th scope="col">状態</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((m) => (
              <tr key={m.member_id}>
                <td>
                  {m.name1} {m.name2}
                  {m.company_name ? <div>{m.company_name}</div> : null}
                </td>
                <td>{m.offices.map((o) => o.name).join('、')}</td>
                <td>{AUTH_ID_LABEL[m.auth_id as AuthId]}</td>
                <td>{LOGIN_TYPE_LABEL[m.login_type as LoginType]}</td>
                <td>{MEMBER_STATUS_LABEL[m.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className={styles.pager} aria-label="ページ送り">
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          前へ
        </Button>
        <span>
          {page + 1} / {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page + 1 >= pages}
          onClick={() => setPage((p) => p + 1)}
        >
          次へ
        </Button>
      </nav>
    </section>
  );
};
