import { CompanyForm } from '@genba/forms';
import { Skeleton } from '@genba/ui';
import { type CompanyPayload, companyFormValuesOf } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import { useCompanySetting, useRefreshSettings } from '../hooks/useSettings.ts';
import { SettingsBox } from './SettingsBox.tsx';

/** /setting/company: the company's information (core §3 edit payload), for company_update only (core §6). */
export const CompanySettingContent = () => {
  const { client } = useApi();
  const setting = useCompanySetting();
  const refresh = useRefreshSettings();
  const [saved, setSaved] = useState(false);
  const onSubmit = async (values: CompanyPayload) => {
    setSaved(false);
    const result = await client.call('updateCompanySetting', { body: values });
    if (result.ok) {
      setSaved(true);
      await refresh();
    }
    return result;
  };
  const lookup = async (postcode: string) => {
    const result = await client.call('postalCode', { params: { zip: postcode } });
    const found = result.ok ? result.data.results[0] : undefined;
    return found ? { prefecture_id: found.pref, address1: found.address1, address2: found.address2 } : null;
  };
  return (
    <SettingsBox title="会社情報">
      <p role="status">{saved ? '会社情報を保存しました。' : null}</p>
      <QueryState query={setting} pending={<Skeleton shape="rect" height={480} />}>
        {(data) => (
          <CompanyForm
            key={data.id}
            defaultValues={companyFormValuesOf(data)}
            onSubmit={onSubmit}
            onPostalLookup={lookup}
          />
        )}
      </QueryState>
    </SettingsBox>
  );
};
