import { Button, Checkbox } from '@genba/ui';
import { AUTH_ID_LABEL, type AuthId, WORKER_REQUIRABLE_AUTH_IDS } from '@genba/validators';
import { useState } from 'react';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitResult } from '../FormKit/submitResult.ts';
import { useServerAction } from '../FormKit/useServerAction.ts';
import styles from '../OfficeForm/SettingsForm.module.css';

export type WorkerSettingFormProps = {
  /** The saved choice (company_auth_worker_requires). */
  defaultAuthIds: readonly number[];
  onSubmit: (authIds: number[]) => Promise<FormSubmitResult>;
  /** Read-only for a member who may see but not change the setting. */
  disabled?: boolean;
};

/**
 * /setting/worker: the auths whose members must fill the worker list (作業員名簿, core §5).
 * A member's own setting in the member form still wins over this.
 */
export const WorkerSettingForm = ({ defaultAuthIds, onSubmit, disabled }: WorkerSettingFormProps) => {
  const [chosen, setChosen] = useState<readonly number[]>(defaultAuthIds);
  const save = useServerAction(() => onSubmit(WORKER_REQUIRABLE_AUTH_IDS.filter((a) => chosen.includes(a))));
  return (
    <form
      className={styles.form}
      aria-label="作業員名簿の必須設定"
      onSubmit={(event) => {
        event.preventDefault();
        void save.run();
      }}
    >
      <fieldset className={styles.form}>
        <legend>作業員名簿の入力を必須にする権限</legend>
        {WORKER_REQUIRABLE_AUTH_IDS.map((authId) => (
          <Checkbox
            key={authId}
            label={AUTH_ID_LABEL[authId as AuthId]}
            checked={chosen.includes(authId)}
            disabled={disabled}
            onCheckedChange={(checked) =>
              setChosen((now) => (checked === true ? [...now, authId] : now.filter((a) => a !== authId)))
            }
          />
        ))}
      </fieldset>
      <FormMessages messages={save.messages} />
      <div className={styles.row}>
        <Button type="submit" loading={save.status === 'pending'} disabled={disabled}>
          保存
        </Button>
        {save.status === 'succeeded' && <span role="status">保存しました。</span>}
      </div>
    </form>
  );
};
