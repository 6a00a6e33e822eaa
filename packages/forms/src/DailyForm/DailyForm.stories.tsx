import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DailyForm } from './DailyForm.tsx';

const sites = [
  { value: '1', label: '博多駅前ビル 外装改修工事' },
  { value: '2', label: '田中様邸 新築工事' },
];

const meta = {
  title: 'Forms/DailyForm',
  component: DailyForm,
  tags: ['autodocs', 'screenshot'],
  args: {
    sites,
    onSubmit: fn(async () => ({ ok: true as const })),
    defaultValues: { daily_date: '2026-11-20' },
  },
} satisfies Meta<typeof DailyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty day: one blank work detail. */
export const EmptyDay: Story = {};

/** A full report: weather, times and two work details; submitting sends them. */
export const FullReport: Story = {
  args: {
    defaultValues: {
      daily_date: '2026-11-20',
      weather: '晴れ',
      temperature: '18.5',
      humidity: '55',
      attendance_start: '08:00',
      leave_work: '17:00',
      work_details: [{ work_content: '足場点検' }, { work_content: '外壁高圧洗浄' }],
      memo: '近隣挨拶済み',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        weather: '晴れ',
        temperature: '18.5',
        work_details: [{ work_content: '足場点検' }, { work_content: '外壁高圧洗浄' }],
      }),
    );
  },
};

/** Mistakes: an empty work detail and a humidity over 100 are refused before sending. */
export const Mistakes: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('湿度'), '120');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('湿度は0〜100の数値で入力してください')).toBeVisible();
    await expect(canvas.getByText('作業内容を入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A confirmed report is read-only: no submit, fields disabled. */
export const Confirmed: Story = {
  args: {
    readOnly: true,
    defaultValues: { daily_date: '2026-11-20', weather: '曇り', work_details: [{ work_content: '養生' }] },
  },
};

export const Narrow360: Story = { globals: { viewport: { value: 'sp360' } } };

/** On-site members to tick, and the previous day's report copied into the form (copy-previous-daily). */
export const CopyPreviousAndMembers: Story = {
  args: {
    siteMembers: [
      { value: '8', label: '佐々木 誠' },
      { value: '9', label: '中村 翔' },
    ],
    onCopyPrevious: fn(async () => ({
      weather: '',
      work_details: [{ work_content: '足場点検' }, { work_content: '外壁高圧洗浄' }],
      memo: '前日の続き',
      site_member_ids: ['9'],
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '前回の日報をコピー' }));
    const details = await canvas.findAllByLabelText('作業内容');
    await expect(details.map((d) => (d as HTMLInputElement).value)).toEqual(['足場点検', '外壁高圧洗浄']);
    await expect(canvas.getByRole('checkbox', { name: '中村 翔' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '佐々木 誠' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ daily_date: '2026-11-20', site_member_ids: ['9', '8'], memo: '前日の続き' }),
    );
  },
};

/** Nothing earlier to copy: the form says so and keeps what was typed. */
export const NothingToCopy: Story = {
  tags: ['!screenshot'],
  args: { onCopyPrevious: fn(async () => null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '前回の日報をコピー' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('コピーできる前回の日報がありません。');
  },
};

/** A grey 1×1 GIF: the stories load no network image. */
const GREY = 'data:image/gif;base64,R0lGODlhAQABAIAAAMfM1AAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==';
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** Photos: chosen, uploaded through the page's call, previewed, one removed; the report is sent with the rest. */
export const Photos: Story = {
  args: {
    defaultValues: { daily_date: '2026-11-20', work_details: [{ work_content: '足場点検' }] },
    storedPhotos: [{ id: 70, name: 'IMG_0070.jpg', src: GREY, largeSrc: GREY }],
    onUploadPhoto: fn(async (file: File) => ({
      id: file.name === '北面.jpg' ? 71 : 72,
      name: file.name,
      src: GREY,
      largeSrc: GREY,
    })),
    onDiscardPhoto: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('写真ファイル'), [jpeg('北面.jpg'), jpeg('南面.jpg')]);
    await expect(await canvas.findByRole('button', { name: '南面.jpgを拡大' })).toBeVisible();
    await expect(canvas.getByText('3/20枚')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '南面.jpgを削除' }));
    // Uploaded in this form and removed again: the page hides it in the album.
    await expect(args.onDiscardPhoto).toHaveBeenCalledWith(72, '1');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ picture_ids: [70, 71] }));
  },
};

/** A failed upload: its tile says so with 再送; the report waits and keeps everything typed. */
export const PhotoUploadFailed: Story = {
  args: {
    defaultValues: { daily_date: '2026-11-20', work_details: [{ work_content: '外壁洗浄' }] },
    onUploadPhoto: fn(async () => {
      throw new Error('通信に失敗しました。時間をおいて再度お試しください。');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('写真ファイル'), jpeg('足場.jpg'));
    await expect(await canvas.findByText('アップロード失敗')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '足場.jpgを再送' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(
      await canvas.findByText(
        'アップロードに失敗した写真があります。再送するか削除してから登録してください。',
      ),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('作業内容')).toHaveValue('外壁洗浄');
  },
};

/** Files a daily does not take: a PDF is left out with the allowed types. */
export const PhotoTypesLeftOut: Story = {
  tags: ['!screenshot'],
  args: { onUploadPhoto: fn(async () => ({ id: 1, name: 'x.jpg', src: GREY, largeSrc: GREY })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('写真ファイル'),
      new File(['%PDF'], '見積.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '添付できるファイル形式：jpg、jpeg、png、bmp、gif',
    );
    await expect(args.onUploadPhoto).not.toHaveBeenCalled();
  },
};

/** Partner companies' workers on site: added, counted, checked, and sent. */
export const PartnerWorkers: Story = {
  args: { defaultValues: { daily_date: '2026-11-20', work_details: [{ work_content: '配管' }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '協力会社を追加' }));
    await userEvent.type(canvas.getByLabelText('協力会社名'), '株式会社木村設備');
    await userEvent.type(canvas.getByLabelText('人数'), '0');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('人数は1〜999の整数で入力してください')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('人数'));
    await userEvent.type(canvas.getByLabelText('人数'), '3');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ partner_workers: [{ company_name: '株式会社木村設備', worker_count: '3' }] }),
    );
  },
};
