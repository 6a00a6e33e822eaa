import type { TChatMessage } from '@genba/api-client';
import { Button, Dialog } from '@genba/ui';
import { formatWorkingMinutes, workingMinutes } from '@genba/validators';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../../app/ApiContext.tsx';
import styles from './WorkingTimeDialog.module.css';

export type WorkingTimeDialogProps = {
  roomId: number;
  fieldId: number;
  onSent: (message: TChatMessage) => void;
  onClose: () => void;
  /** Today in Japan as 'YYYY-MM-DD'; stories fix it. */
  today?: string;
};

const todayInJapan = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date()).slice(0, 10);

/** Sends a working-time message (talk §7 sendWorkingTime) to the site room: date, start, end and rest. */
export const WorkingTimeDialog = ({ roomId, fieldId, onSent, onClose, today }: WorkingTimeDialogProps) => {
  const { client } = useApi();
  const [date, setDate] = useState(today ?? todayInJapan);
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('17:00');
  const [rest, setRest] = useState('60');
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const restMinutes = Number(rest);
  const worked =
    /^\d\d:\d\d$/.test(start) && /^\d\d:\d\d$/.test(end) ? workingMinutes(start, end, restMinutes || 0) : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await client.call('sendWorkingTime', {
      body: {
        chatroom_id: roomId,
        attendance_field_id: fieldId,
        work_date: date,
        start_time: start,
        end_time: end,
        rest_minutes: restMinutes,
      },
    });
    setSending(false);
    if (!result.ok) {
      setErrors(result.messages.length > 0 ? result.messages : ['送信できませんでした。']);
      return;
    }
    onSent(result.data.message);
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="作業時間を送信" size="confirm">
      <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="作業時間">
        <label>
          <span>作業日</span>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <label>
          <span>開始</span>
          <input type="time" value={start} onChange={(e) => setStart(e.target.value)} required />
        </label>
        <label>
          <span>終了</span>
          <input type="time" value={end} onChange={(e) => setEnd(e.target.value)} required />
        </label>
        <label>
          <span>休憩（分）</span>
          <input type="number" min={0} max={1440} value={rest} onChange={(e) => setRest(e.target.value)} />
        </label>
        <p className={styles.total}>実働 {formatWorkingMinutes(worked)}</p>
        {errors.length > 0 ? (
          <ul role="alert" className={styles.errors}>
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.footer}>
          <Button type="button" variant="secondary" onClick={onClose}>
            キャンセル
          </Button>
          <Button type="submit" disabled={sending}>
            送信
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
