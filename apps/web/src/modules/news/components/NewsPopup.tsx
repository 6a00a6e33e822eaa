import { Button, Dialog } from '@genba/ui';
import { useState } from 'react';
import { usePopupNews, useUnpopupNews } from '../hooks/useNews.ts';
import { useOpenNews } from '../hooks/useOpenNews.ts';
import styles from './NewsPopup.module.css';

/** Shown once per tab session: closing it keeps it closed while the member moves between pages. */
const SHOWN_KEY = 'genba.newsPopupClosed';

const wasClosed = (): boolean => {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The news pop-up after login (TalkNews of getAppendInitData): flagged items the member has
 * neither read nor dismissed. Each opens like in the list; 今後表示しない dismisses one for good.
 */
export const NewsPopup = () => {
  const [closed, setClosed] = useState(wasClosed);
  const popup = usePopupNews({ enabled: !closed });
  const unpopup = useUnpopupNews();
  const open = useOpenNews();
  const items = popup.data ?? [];
  if (closed || items.length === 0) return null;
  const close = () => {
    try {
      sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Storage may be off (private mode): the pop-up then simply closes for this page.
    }
    setClosed(true);
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : close())}
      title="お知らせ"
      footer={<Button onClick={close}>閉じる</Button>}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <button
              type="button"
              className={styles.title}
              onClick={() => {
                close();
                open(item);
              }}
            >
              {item.news_title}
            </button>
            <Button variant="ghost" size="sm" onClick={() => unpopup.mutate({ body: { news_id: item.id } })}>
              今後表示しない
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
};
