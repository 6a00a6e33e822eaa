/** Core §4 / talk §4: HTTP 419 means the session expired; the dialog says this, then the user goes to /logout. */
export const SESSION_EXPIRED_STATUS = 419;
export const SESSION_EXPIRED_MESSAGE = '認証が切れました';
