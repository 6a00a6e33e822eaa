import { Button, Checkbox, Select, type SelectOption, TextField } from '@genba/ui';
import {
  attachedPhotoIds,
  attachmentBlocker,
  PhotoAttachments,
  type StoredPhoto,
  uploadProgress,
} from '@genba/ui/photo-attachments';
import {
  DAILY_PARTNERS_MAX,
  DAILY_PHOTO_LIMITS,
  DAILY_PHOTO_MESSAGE,
  type DailyFormInput,
  type DailyFormValues,
  dailyFormSchema,
  LIMITS,
} from '@genba/validators';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from './DailyForm.module.css';
import { type DailyPhotoUpload, useDailyPhotos } from './useDailyPhotos.ts';

export const WEATHER_OPTIONS: readonly SelectOption[] = ['晴れ', '曇り', '雨', '雪'].map((w) => ({
  value: w,
  label: w,
}));

export type DailyWeatherFill = {
  weather: string | null;
  temperature: number | null;
  humidity: number | null;
};

export type DailyFormProps = {
  /** The sites the member may write for (getMemberProjects). */
  sites: readonly SelectOption[];
  onSubmit: FormSubmitHandler<DailyFormValues>;
  defaultValues?: Partial<DailyFormInput>;
  /** Fills 天気, 気温 and 湿度 from the site's or the device's position (GET /api/daily/weather/location). */
  onFetchWeather?: () => Promise<DailyWeatherFill | null>;
  /** A confirmed report is read-only until unconfirmed (talk §4). */
  readOnly?: boolean;
  submitLabel?: string;
  /** The company's members on the chosen site, to tick who was on site besides the writer. */
  siteMembers?: readonly SelectOption[];
  /** Told when the chosen site changes, so the page can load that site's members. */
  onSiteChange?: (siteId: string) => void;
  /**
   * Copy the previous day (copy-previous-daily): the page answers the form's new values for the
   * chosen site and date, or null when there is no earlier report.
   */
  onCopyPrevious?: (site: {
    attendance_field_id: string;
    daily_date: string;
  }) => Promise<Partial<DailyFormInput> | null>;
  /**
   * Uploads a chosen photo to the chosen site's album (talk §3: a daily's photos go up through the
   * album) and answers it; without it the form shows no photo picker.
   */
  onUploadPhoto?: DailyPhotoUpload;
  /** A photo uploaded in this form and then removed (or removed while uploading): hide it again. */
  onDiscardPhoto?: (photoId: number, siteId: string) => void;
  /** The stored report's photos (editing); shown read-only on a read-only form. */
  storedPhotos?: readonly StoredPhoto[];
};

export const NOTHING_TO_COPY = 'コピーできる前回の日報がありません。';

const emptyDetail = { work_content: '' };
const emptyPartner = { company_name: '', worker_count: '' };

/** The picker's accept list: the talk §5 image types. */
const PHOTO_ACCEPT = DAILY_PHOTO_LIMITS.extensions.map((e) => `.${e}`).join(',');

/**
 * The daily report form (issue 13). Accessible names 天気, 気温, 湿度, 作業内容 and the submit
 * 登録 are fixed points. Up to ten work details (core §9); empty temperature and humidity are sent
 * as null by the page (toDailyPayload).
 */
export const DailyForm = ({
  sites,
  onSubmit,
  defaultValues,
  onFetchWeather,
  readOnly = false,
  submitLabel = '登録',
  siteMembers = [],
  onSiteChange,
  onCopyPrevious,
  onUploadPhoto,
  onDiscardPhoto,
  storedPhotos = [],
}: DailyFormProps) => {
  const photos = useDailyPhotos(storedPhotos, onUploadPhoto, onDiscardPhoto);
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: dailyFormSchema,
    defaultValues: {
      attendance_field_id: sites[0]?.value ?? '',
      daily_date: '',
      weather: '',
      temperature: '',
      humidity: '',
      attendance_start: '',
      leave_work: '',
      rest_minutes: '60',
      work_details: [emptyDetail],
      memo: '',
      site_member_ids: [],
      picture_ids: [],
      partner_workers: [],
      ...defaultValues,
    },
    // The report waits for its photos: nothing is sent while one uploads or a failed one remains,
    // and everything typed stays in the form meanwhile.
    onSubmit: async (values) => {
      const blocker = attachmentBlocker(photos.state);
      if (blocker) return { ok: false, messages: [DAILY_PHOTO_MESSAGE[blocker]] };
      return onSubmit({ ...values, picture_ids: attachedPhotoIds(photos.state) });
    },
  });
  const details = useFieldArray({ control: form.control, name: 'work_details' });
  const partners = useFieldArray({ control: form.control, name: 'partner_workers' });
  const { errors } = form.formState;
  const site = form.watch('attendance_field_id');
  useEffect(() => {
    if (site) onSiteChange?.(site);
  }, [site, onSiteChange]);
  const siteFixed = photos.state.items.length > 0;
  const ticked = form.watch('site_member_ids') ?? [];
  const tick = (id: string, on: boolean) =>
    form.setValue(
      'site_member_ids',
      on ? [...ticked.filter((t) => t !== id), id] : ticked.filter((t) => t !== id),
      { shouldDirty: true },
    );
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const copy = async () => {
    const values = form.getValues();
    const copied = await onCopyPrevious?.({
      attendance_field_id: values.attendance_field_id,
      daily_date: values.daily_date,
    });
    if (!copied) {
      setCopyNote(NOTHING_TO_COPY);
      return;
    }
    setCopyNote(null);
    form.reset({
      ...values,
      ...copied,
      attendance_field_id: values.attendance_field_id,
      daily_date: values.daily_date,
    });
  };
  const fill = async () => {
    const w = await onFetchWeather?.();
    if (!w) return;
    form.setValue('weather', w.weather ?? '');
    form.setValue('temperature', w.temperature === null ? '' : String(w.temperature));
    form.setValue('humidity', w.humidity === null ? '' : String(w.humidity));
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="日報">
      <FormMessages messages={formMessages} />
      <fieldset className={styles.group} disabled={readOnly}>
        <div className={styles.row}>
          <Select
            label="現場"
            // Attached photos are the chosen site's album photos: once there are any, the site stays
            // (fewer options rather than `disabled`, which would drop the value from the submit).
            options={siteFixed ? sites.filter((s) => s.value === site) : sites}
            description={siteFixed ? DAILY_PHOTO_MESSAGE.siteFixed : undefined}
            error={errors.attendance_field_id?.message}
            {...form.register('attendance_field_id')}
          />
          <TextField
            label="日付"
            type="date"
            error={errors.daily_date?.message}
            {...form.register('daily_date')}
          />
          {onCopyPrevious ? (
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              前回の日報をコピー
            </Button>
          ) : null}
        </div>
        {copyNote ? <p role="status">{copyNote}</p> : null}
        <div className={styles.row}>
          <Select
            label="天気"
            options={WEATHER_OPTIONS}
            placeholder="選択してください"
            error={errors.weather?.message}
            {...form.register('weather')}
          />
          <TextField
            label="気温"
            inputMode="decimal"
            description="℃"
            error={errors.temperature?.message}
            {...form.register('temperature')}
          />
          <TextField
            label="湿度"
            inputMode="numeric"
            description="%"
            error={errors.humidity?.message}
            {...form.register('humidity')}
          />
          {onFetchWeather ? (
            <Button type="button" variant="secondary" onClick={() => void fill()}>
              天気を取得
            </Button>
          ) : null}
        </div>
        <div className={styles.row}>
          <TextField
            label="出勤"
            type="time"
            error={errors.attendance_start?.message}
            {...form.register('attendance_start')}
          />
          <TextField
            label="退勤"
            type="time"
            error={errors.leave_work?.message}
            {...form.register('leave_work')}
          />
          <TextField
            label="休憩（分）"
            inputMode="numeric"
            error={errors.rest_minutes?.message}
            {...form.register('rest_minutes')}
          />
        </div>
        <fieldset className={styles.details}>
          <legend className={styles.legend}>作業内容（{LIMITS.workDetails}件まで）</legend>
          {details.fields.map((field, index) => (
            <div key={field.id} className={styles.detail}>
              <TextField
                label="作業内容"
                className={styles.grow}
                error={errors.work_details?.[index]?.work_content?.message}
                {...form.register(`work_details.${index}.work_content`)}
              />
              {details.fields.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => details.remove(index)}
                  aria-label={`作業内容${index + 1}を削除`}
                >
                  削除
                </Button>
              ) : null}
            </div>
          ))}
          {errors.work_details?.message ? <p role="alert">{errors.work_details.message}</p> : null}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={details.fields.length >= LIMITS.workDetails}
            onClick={() => details.append(emptyDetail)}
          >
            作業内容を追加
          </Button>
        </fieldset>
        {siteMembers.length > 0 ? (
          <fieldset className={styles.details}>
            <legend className={styles.legend}>現場にいたメンバー</legend>
            <div className={styles.members}>
              {siteMembers.map((m) => (
                <Checkbox
                  key={m.value}
                  label={m.label}
                  checked={ticked.includes(m.value)}
                  onCheckedChange={(on) => tick(m.value, on === true)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className={styles.details}>
          <legend className={styles.legend}>協力会社の作業員（{DAILY_PARTNERS_MAX}社まで）</legend>
          {partners.fields.map((field, index) => (
            <div key={field.id} className={styles.detail}>
              <TextField
                label="協力会社名"
                className={styles.grow}
                error={errors.partner_workers?.[index]?.company_name?.message}
                {...form.register(`partner_workers.${index}.company_name`)}
              />
              <TextField
                label="人数"
                inputMode="numeric"
                description="名"
                className={styles.count}
                error={errors.partner_workers?.[index]?.worker_count?.message}
                {...form.register(`partner_workers.${index}.worker_count`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => partners.remove(index)}
                aria-label={`協力会社${index + 1}を削除`}
              >
                削除
              </Button>
            </div>
          ))}
          {errors.partner_workers?.message ? <p role="alert">{errors.partner_workers.message}</p> : null}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={partners.fields.length >= DAILY_PARTNERS_MAX}
            onClick={() => partners.append(emptyPartner)}
          >
            協力会社を追加
          </Button>
        </fieldset>
        <TextField label="備考" error={errors.memo?.message} {...form.register('memo')} />
      </fieldset>
      {onUploadPhoto || photos.state.items.length > 0 ? (
        <PhotoAttachments
          items={photos.state.items}
          max={DAILY_PHOTO_LIMITS.maxPhotos}
          progress={uploadProgress(photos.state)}
          message={photos.state.message}
          error={errors.picture_ids?.message}
          disabled={readOnly || !onUploadPhoto}
          accept={PHOTO_ACCEPT}
          onChoose={(files) => photos.choose(files, site)}
          onRemove={(key) => photos.remove(key, site)}
          onRetry={(key) => photos.retry(key, site)}
          onDismissMessage={photos.dismiss}
        />
      ) : null}
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
};
