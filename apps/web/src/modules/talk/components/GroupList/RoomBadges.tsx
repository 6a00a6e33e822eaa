import { badgeText } from '@genba/validators';
import styles from './GroupList.module.css';

/** Unread and mention badges of a list row, 99+ above 99 (talk §9). */
export const RoomBadges = ({ unread, mentions }: { unread: number; mentions: number }) => {
  const mention = badgeText(mentions);
  const count = badgeText(unread);
  return (
    <>
      {mention ? (
        <span className={styles.mention} role="status" aria-label={`メンション ${mentions} 件`}>
          @{mention}
        </span>
      ) : null}
      {count ? (
        <span className={styles.unread} role="status" aria-label={`未読 ${unread} 件`}>
          {count}
        </span>
      ) : null}
    </>
  );
};
