import { Button } from '@genba/ui';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../session/utils/routeGuard.ts';
import styles from './SignedInNotice.module.css';

export type SignedInNoticeProps = {
  /** Who this browser is logged in as: the user's and the company's names. */
  userName: string;
  companyName: string;
  /** Go on to the QR login (scan or code field) for another account. */
  onSwitch: () => void;
};

/**
 * /login/qrcode opened on a phone that is already logged in: says who, and
 * asks before a QR code replaces that login. The wording is ours (the spec
 * has none): see the login module's README.
 */
export const SignedInNotice = ({ userName, companyName, onSwitch }: SignedInNoticeProps) => {
  const navigate = useNavigate();
  return (
    <section className={styles.notice} aria-label="ログイン中のアカウント">
      <p className={styles.who}>
        {userName}（{companyName}）でログインしています。
      </p>
      <p className={styles.note}>QRコードでログインすると、このアカウントからはログアウトします。</p>
      <div className={styles.actions}>
        <Button onClick={onSwitch}>別のアカウントでログイン</Button>
        <Button variant="secondary" onClick={() => navigate(HOME_PATH)}>
          このまま使う
        </Button>
      </div>
    </section>
  );
};
