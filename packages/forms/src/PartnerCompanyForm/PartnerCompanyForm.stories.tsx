import { COMPANY_MESSAGE, PARTNER_COMPANY_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { PartnerCompanyForm } from './PartnerCompanyForm.tsx';

const meta = {
  title: 'Forms/PartnerCompanyForm',
  component: PartnerCompanyForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 620 }}>{Story()}</div>],
  args: { mode: 'create', onSubmit: fn(answerAfter({ ok: true })), onCancel: fn() },
} satisfies Meta<typeof PartnerCompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const kimura = {
  company_name: '株式会社木村設備',
  name_kana: 'キムラセツビ',
  postcode: '8120011',
  prefecture_id: '40',
  address1: '福岡市博多区',
  address2: '博多駅前3-2-1',
  telephone_number: '092-611-2233',
  represent_name1: '木村',
  represent_name2: '一郎',
};

export const Default: Story = {};
export const Playground: Story = {};

/** Editing a company this company registered: its values, and a logo to replace the stored one. */
export const Edit: Story = { args: { mode: 'edit', defaultValues: kimura, hasLogo: true } };

/** Every rule of the payload at once: nothing is sent and each message sits under its field. */
export const WithMistakes: Story = {
  args: { mode: 'edit' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '会社名(カナ)' }), 'ア'.repeat(51));
    await userEvent.type(canvas.getByRole('textbox', { name: '郵便番号' }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: '市区町村' }), 'あ'.repeat(21));
    await userEvent.type(canvas.getByRole('textbox', { name: '番地' }), 'あ'.repeat(11));
    await userEvent.type(canvas.getByRole('textbox', { name: '電話番号' }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'FAX番号' }), 'abc');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'not a url');
    await userEvent.type(canvas.getByRole('textbox', { name: '代表者名(姓)' }), 'あ'.repeat(21));
    await userEvent.type(canvas.getByRole('textbox', { name: '担当者名' }), 'あ'.repeat(41));
    // The picker offers only the accepted types; a file dropped on it or picked under "all files" is not.
    fireEvent.change(canvas.getByLabelText('ロゴ'), {
      target: { files: [new File(['x'], 'logo.webp', { type: 'image/webp' })] },
    });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(PARTNER_COMPANY_MESSAGE.nameRequired)).toBeVisible();
    for (const message of [
      COMPANY_MESSAGE.postcode,
      COMPANY_MESSAGE.telInvalid,
      COMPANY_MESSAGE.faxInvalid,
      COMPANY_MESSAGE.urlInvalid,
      PARTNER_COMPANY_MESSAGE.logoType,
      '10文字以下で入力してください',
      '40文字以下で入力してください',
      '50文字以下で入力してください',
    ])
      await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getAllByText('20文字以下で入力してください')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A logo over 5 MB is refused before it is sent. */
export const LogoTooLarge: Story = {
  args: { mode: 'edit', defaultValues: kimura },
  play: async ({ canvas, args }) => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('ロゴ'), big);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(PARTNER_COMPANY_MESSAGE.logoSize)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid company is sent as the payload: blanks as null, the prefecture as a number. */
export const Submits: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '会社名' }), '株式会社中村塗装');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '都道府県' }), '40');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ company_name: '株式会社中村塗装', prefecture_id: 40, url: null }),
    );
  },
};

/** The server's refusal of the stored logo lands under the logo field. */
export const ServerRefusal: Story = {
  args: {
    mode: 'edit',
    defaultValues: kimura,
    onSubmit: fn(answerAfter({ ok: false, fieldErrors: { logo: [PARTNER_COMPANY_MESSAGE.logoType] } })),
  },
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('ロゴ'),
      new File(['GIF'], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(PARTNER_COMPANY_MESSAGE.logoType)).toBeVisible();
  },
};

/** A refusal that belongs to no field (not owned) shows above the buttons. */
export const NotOwned: Story = {
  args: {
    mode: 'edit',
    defaultValues: kimura,
    onSubmit: fn(answerAfter({ ok: false, messages: [PARTNER_COMPANY_MESSAGE.notOwned] })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(PARTNER_COMPANY_MESSAGE.notOwned)).toBeVisible();
  },
};
