import { z } from 'zod';
import { requiredText } from '../internal/schema.ts';
import { LOGIN_FLOW_MESSAGE } from './messages.ts';

/** A QR login code's life in seconds (docs/adr/011): what a photographed QR is worth. */
export const QR_LOGIN_CODE_TTL_SECONDS = 120;

/** The route a QR login code opens; the code rides in the fragment, which never reaches a server log. */
export const QR_LOGIN_PATH = '/login/qrcode';

/** 32 random bytes in base64url, unpadded: 43 characters of A-Z a-z 0-9 - _. */
const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Long enough for any pasted URL of ours; a longer value is refused before any rule runs. */
const QR_INPUT_RAW_MAX = 2048;

/** The URL a QR login code is shown as: the phone's own camera app then opens the right page. */
export const qrLoginUrl = (origin: string, code: string): string => `${origin}${QR_LOGIN_PATH}#${code}`;

/**
 * The code in what a scan or a paste gives: a QR login URL (its fragment) or
 * the bare code. Surrounding spaces are dropped; nothing else is changed, so
 * a wrong value stays wrong and is refused by the rule below.
 */
export const qrLoginCodeFrom = (text: string): string => {
  const trimmed = text.trim();
  // Without a '#', indexOf gives -1 and the slice starts at 0: the whole text.
  return trimmed.slice(trimmed.indexOf('#') + 1);
};

export const isQrLoginCode = (value: string): boolean => QR_CODE_PATTERN.test(value);

/**
 * `qrLogin`'s body `{ code }`: the bare code or the URL that carries it. A
 * malformed value is a 422 with a field message (its shape is public); a
 * well-formed but wrong code is the server's single 401.
 */
export const qrLoginSchema = z.object({
  code: requiredText(
    LOGIN_FLOW_MESSAGE.qrCodeRequired,
    [[(v) => isQrLoginCode(qrLoginCodeFrom(v)), LOGIN_FLOW_MESSAGE.qrCodeInvalid]],
    { trim: true, maxRaw: QR_INPUT_RAW_MAX, singleLine: true },
  ).transform(qrLoginCodeFrom),
});
export type QrLogin = z.input<typeof qrLoginSchema>;

/**
 * What became of a QR login code, as the dialog that shows it asks (getQrLoginCodeState):
 * still waiting for a phone, used by one, or dead (its time is up or a newer code replaced it).
 */
export const QR_LOGIN_CODE_STATES = ['live', 'used', 'expired'] as const;
export type QrLoginCodeState = (typeof QR_LOGIN_CODE_STATES)[number];

/** The code the dialog holds: only a well-formed bare code. */
export const qrLoginCodeStateSchema = z.object({
  code: requiredText(LOGIN_FLOW_MESSAGE.qrCodeRequired, [[isQrLoginCode, LOGIN_FLOW_MESSAGE.qrCodeInvalid]], {
    maxRaw: QR_INPUT_RAW_MAX,
    // Stryker disable next-line BooleanLiteral: equivalent, the code rule refuses a tab or line break first.
    singleLine: true,
  }),
});
