import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { Composer, type ComposerProps } from './Composer.tsx';

const MEMBERS = [
  { id: 1, name: '山田 太郎', companyName: '株式会社山田工務店' },
  { id: 2, name: '林 勇気', companyName: '株式会社木村設備' },
  { id: 3, name: '鈴木 一郎', companyName: '株式会社山田工務店' },
];

/** The composer with its draft held as the app holds it. */
const Controlled = (props: Omit<ComposerProps, 'value' | 'onChange'> & { initial?: string }) => {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div style={{ marginTop: 200 }}>
      <Composer {...props} value={value} onChange={setValue} />
    </div>
  );
};

const meta = {
  title: 'UI/Talk/Composer',
  component: Controlled,
  tags: ['autodocs', 'screenshot'],
  args: { onSend: fn(), members: MEMBERS, touch: false },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'] };

export const WithDraft: Story = { args: { initial: '明日の搬入は9時からです。' } };

export const Sending: Story = { args: { initial: '送信中のメッセージ', sending: true } };

export const Narrow: Story = { globals: { viewport: { value: 'sp360' } } };

/** Enter sends; Shift+Enter breaks the line. */
export const EnterSends: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(box, '一行目{Shift>}{Enter}{/Shift}二行目');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('一行目\n二行目', []);
  },
};

/** Enter that confirms a Japanese IME conversion never sends. */
export const ImeComposition: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(box, 'かくにん');
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(box);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** @ offers the room's members; Enter picks one and the send names them. */
export const Mention: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(box, '@林');
    await expect(canvas.getByRole('listbox', { name: 'メンションするメンバー' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('@林 勇気 ');
    await userEvent.type(box, '確認お願いします{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('@林 勇気 確認お願いします', [2]);
  },
};

/** Photos: the 写真 button (a file input named 写真を送信), pasted images and dropped images go to onAttach. */
export const AttachPhotos: Story = {
  args: { onAttach: fn() },
  play: async ({ args, canvas, userEvent: user }) => {
    const input = canvas.getByLabelText('写真を送信');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], '外壁.jpg', { type: 'image/jpeg' });
    await user.upload(input, photo);
    await expect(args.onAttach).toHaveBeenCalledWith([photo]);

    // A pasted screenshot is a photo; a dropped PDF is not.
    const box = canvas.getByRole('textbox', { name: 'メッセージ' });
    const shot = new File([new Uint8Array([0x89, 0x50])], 'image.png', { type: 'image/png' });
    const pasted = new DataTransfer();
    pasted.items.add(shot);
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true }),
    );
    await expect(args.onAttach).toHaveBeenLastCalledWith([shot]);
    const pdf = new DataTransfer();
    pdf.items.add(new File(['%PDF'], '仕様書.pdf', { type: 'application/pdf' }));
    box.dispatchEvent(new DragEvent('drop', { dataTransfer: pdf, bubbles: true, cancelable: true }));
    await expect(args.onAttach).toHaveBeenCalledTimes(2);
    const dropped = new DataTransfer();
    dropped.items.add(photo);
    box.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    await expect(args.onAttach).toHaveBeenCalledTimes(3);
    await expect(args.onAttach).toHaveBeenLastCalledWith([photo]);
  },
};

/** Documents pasted or dropped go to onAttachFiles (file messages); images still to onAttach. */
export const AttachFiles: Story = {
  tags: ['!screenshot'],
  args: { onAttach: fn(), onAttachFiles: fn() },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'メッセージ' });
    const pdf = new File(['%PDF'], '仕様書.pdf', { type: 'application/pdf' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], '外壁.jpg', { type: 'image/jpeg' });
    const dropped = new DataTransfer();
    dropped.items.add(pdf);
    dropped.items.add(photo);
    box.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    await expect(args.onAttachFiles).toHaveBeenCalledWith([pdf]);
    await expect(args.onAttach).toHaveBeenCalledWith([photo]);
    const pasted = new DataTransfer();
    pasted.items.add(new File(['PK'], '工程表.xlsx', { type: '' }));
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true }),
    );
    await expect(args.onAttachFiles).toHaveBeenCalledTimes(2);
    await expect(args.onAttach).toHaveBeenCalledTimes(1);
  },
};

export const AttachingPhotos: Story = { args: { onAttach: fn(), attaching: true } };
