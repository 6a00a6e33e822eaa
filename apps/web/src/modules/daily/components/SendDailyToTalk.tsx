import type { TDailyReport } from '@genba/api-client/schemas';
import { Button, ConfirmDialog } from '@genba/ui';
import { DAILY_POST_TEXT } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

export type SendDailyToTalkProps = {
  daily: TDailyReport;
  /** The daily's site room; the server checks again that it is the daily's own. */
  chatroomId: number;
  /** Said in the page's status line once the report is in the room. */
  onSent: (message: string) => void;
};

/**
 * 「トークに送信」 (post-bbs-message): after a confirmation naming the site, posts the report's
 * summary to the site's talk and its board. The confirm button spins while sending; a refusal or
 * a failure is said in the dialog, which stays open to retry; success goes to the page's status line. Only the writer or a manager is offered it; the server decides again.
 */
export const SendDailyToTalk = ({ daily, chatroomId, onSent }: SendDailyToTalkProps) => {
  const { client } = useApi();
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    const res = await client.call('daily_management_post_bbs_message', {
      body: { daily_id: daily.id, chatroom_id: chatroomId },
    });
    if (!res.ok) {
      setError(res.messages.length > 0 ? res.messages.join(' ') : DAILY_POST_TEXT.failed);
      throw new Error('post-bbs-message failed');
    }
    onSent(DAILY_POST_TEXT.sent);
  };

  return (
    <ConfirmDialog
      title={DAILY_POST_TEXT.confirmTitle}
      description={DAILY_POST_TEXT.confirm(daily.case_name)}
      error={error}
      confirmLabel={DAILY_POST_TEXT.send}
      onConfirm={send}
      onOpenChange={(open) => {
        if (open) setError(null);
      }}
      trigger={<Button variant="secondary">{DAILY_POST_TEXT.send}</Button>}
    />
  );
};
