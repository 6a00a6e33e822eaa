import { Link } from 'react-router';
import styles from './LoginChoice.module.css';

/** /login: office staff log in by e-mail, site workers usually by phone and SMS. */
export const LoginChoice = () => (
  <ul className={styles.list}>
    <li>
      <Link className={styles.option} to="/login/email">
        <span className={styles.label}>メールアドレスでログイン</span>
        <span className={styles.note}>メールアドレスとパスワードを入力します</span>
      </Link>
    </li>
    <li>
      <Link className={styles.option} to="/login/telnumber">
        <span className={styles.label}>電話番号でログイン</span>
        <span className={styles.note}>SMSで届く認証コードを入力します</span>
      </Link>
    </li>
  </ul>
);
