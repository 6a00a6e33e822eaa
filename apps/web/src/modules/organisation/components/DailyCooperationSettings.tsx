import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { WorkingHoursForm } from '@genba/forms';
import { Skeleton } from '@genba/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../app/ApiContext.tsx';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import styles from './SettingsBox.module.css';
import { SettingsBox } from './SettingsBox.tsx';

const TIME_PIECE = { pieces: ['TimeDefaultCompany' as const] };

/**
 * /setting/daily-attendance (core §2 names the route, no field; docs/adr/012). The company option of
 * that area the product already holds is its default working hours (getAppendInitData
 * TimeDefaultCompany), which the attendance and daily forms prefill: read here and saved with
 * updateDailyAttendanceSetting. What the spec leaves open has no field.
 */
export const DailyAttendanceSettingContent = () => {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const times = useQuery(createQueryOptions(client, 'getAppendInitData', { query: TIME_PIECE }));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <SettingsBox title="日報・勤怠設定">
      <p>日報と勤怠の入力画面で、はじめから入っている会社の勤務時間です。</p>
      <p role="status">{notice}</p>
      <QueryState query={times} pending={<Skeleton shape="rect" height={120} />}>
        {(data) =>
          data.TimeDefaultCompany ? (
            <WorkingHoursForm
              defaultValues={data.TimeDefaultCompany}
              onSubmit={async (values) => {
                setNotice(null);
                const result = await client.call('updateDailyAttendanceSetting', { body: values });
                if (result.ok) {
                  setNotice('勤務時間を保存しました。');
                  await queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getAppendInitData') });
                }
                return result;
              }}
            />
          ) : (
            <p role="alert">勤務時間を読み込めませんでした。</p>
          )
        }
      </QueryState>
      <p className={styles.muted}>日報の確認（承認）の運用設定は、この画面に追加される予定です。</p>
    </SettingsBox>
  );
};

/**
 * /setting/cooperation (core §2 names the route, no field; docs/adr/012). The spec defines no
 * company option for partner companies beyond the partner list itself, so this screen says what it
 * will hold and leads to 協力会社設定, where partners are managed today.
 */
export const CooperationSettingContent = () => (
  <SettingsBox title="協力会社連携設定">
    <p>協力会社との連携のしかた（協力会社のメンバーに許可する操作など）を設定する画面です。準備中です。</p>
    <p>
      協力会社の登録・編集・削除は <Link to="/setting/subcontractor">協力会社設定</Link> で行えます。
    </p>
  </SettingsBox>
);
