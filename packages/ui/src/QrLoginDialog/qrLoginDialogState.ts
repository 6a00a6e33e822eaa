/**
 * What the QR login dialog shows (docs/adr/011): the code being issued, the
 * issue failed, the live code with its countdown, the code used by a phone, or
 * the code expired. Pure data, tested without a DOM.
 */
export type QrLoginDialogInput = {
  /** The code is being issued (first open or 再発行). */
  pending: boolean;
  /** Issuing failed: the message to show. */
  error: string | null;
  /** The live code's URL (`<origin>/login/qrcode#<code>`) and when it expires (epoch ms). */
  issued: { url: string; expiresAt: number } | null;
  /** The clock (epoch ms). */
  now: number;
  /**
   * What the server last said of the live code (getQrLoginCodeState): a phone
   * used it, or it died early (a newer code replaced it). Null while it waits.
   */
  outcome?: 'used' | 'expired' | null;
};

export type QrLoginDialogView =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'live'; url: string; secondsLeft: number; countdown: string }
  | { kind: 'used' }
  | { kind: 'expired' };

/** Seconds as m:ss, the way a countdown reads ("1:05"). */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const qrLoginDialogView = ({
  pending,
  error,
  issued,
  now,
  outcome = null,
}: QrLoginDialogInput): QrLoginDialogView => {
  if (pending) return { kind: 'loading' };
  if (error !== null) return { kind: 'error', message: error };
  if (issued === null) return { kind: 'loading' };
  // Used wins over the clock: a phone that logged in at 0:01 is still a success.
  if (outcome === 'used') return { kind: 'used' };
  if (outcome === 'expired') return { kind: 'expired' };
  // Rounded up: the last second still shows 0:01, and 0:00 is already expired.
  const secondsLeft = Math.ceil((issued.expiresAt - now) / 1000);
  if (secondsLeft <= 0) return { kind: 'expired' };
  return { kind: 'live', url: issued.url, secondsLeft, countdown: formatCountdown(secondsLeft) };
};

export const QR_LOGIN_DIALOG_TEXT = {
  title: 'スマートフォンでログイン',
  explain: 'スマートフォンのアプリまたはカメラでこのQRコードを読み取ると、同じアカウントでログインできます。',
  qrLabel: 'ログイン用QRコード',
  loading: 'QRコードを発行しています',
  countdown: (left: string) => `有効期限まで あと${left}`,
  expired: 'QRコードの有効期限が切れました。再発行してください。',
  used: 'スマートフォンでログインしました。',
  caution: 'QRコードは1回だけ使えます。他の人に見せないでください。',
  reissue: '再発行',
} as const;
