import { z } from 'zod';
import { jstParts } from '../internal/date.ts';
import { requiredText } from '../internal/schema.ts';

/** Core §5 card messages: one per field (number, expiry, holder name, security code). */
export const CARD_MESSAGE = {
  cardnoRequired: 'カード番号を入力してください。',
  cardno: 'カード番号は14〜16桁の半角数字で入力してください。',
  expireRequired: '有効期限を入力してください。',
  expire: '有効期限が正しくありません。来月以降の有効期限を入力してください。',
  holdernameRequired: 'カード名義を入力してください。',
  holdername: 'カード名義は半角英字で入力してください。',
  securitycodeRequired: 'セキュリティコードを入力してください。',
  securitycode: 'セキュリティコードは3〜4桁の半角数字で入力してください。',
} as const;

/** Core §5 card limits; the holder-name maximum (50) follows the card processors' usual limit. */
export const CARD_LIMIT = {
  cardnoMin: 14,
  cardnoMax: 16,
  securityMin: 3,
  securityMax: 4,
  holdernameMax: 50,
} as const;

/** Two-digit years are 20YY (cards print YY); four-digit years are taken as they are. */
const fullYear = (y: string): number => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * Core §5 card: `{ cardno, expire_month, expire_year, holdername, securitycode }`
 * as entered strings. The card must still be valid next month (a card that
 * expires this month could lapse before the first charge), counted in Japan
 * from `now`. An expiry that is well-formed but too early is reported on
 * `expire_month`, the field a user normally corrects. Holder names are
 * half-width letters, spaces, '.', ''' and '-' as printed on cards.
 */
export const createCardSchema = (now: Date) => {
  const today = jstParts(now);
  const earliest = today.year * 12 + today.month; // "this month"; the expiry must be later
  return z
    .object({
      cardno: requiredText(CARD_MESSAGE.cardnoRequired, [
        [(v) => /^\d{14,16}$/.test(v), CARD_MESSAGE.cardno],
      ]),
      expire_month: requiredText(CARD_MESSAGE.expireRequired, [
        [(v) => /^(0?[1-9]|1[0-2])$/.test(v), CARD_MESSAGE.expire],
      ]),
      expire_year: requiredText(CARD_MESSAGE.expireRequired, [
        [(v) => /^(\d{2}|\d{4})$/.test(v), CARD_MESSAGE.expire],
      ]),
      holdername: requiredText(CARD_MESSAGE.holdernameRequired, [
        [(v) => /^[A-Za-z .'-]+$/.test(v) && v.length <= CARD_LIMIT.holdernameMax, CARD_MESSAGE.holdername],
      ]),
      securitycode: requiredText(CARD_MESSAGE.securitycodeRequired, [
        [(v) => /^\d{3,4}$/.test(v), CARD_MESSAGE.securitycode],
      ]),
    })
    .superRefine((v, ctx) => {
      if (!/^(0?[1-9]|1[0-2])$/.test(v.expire_month) || !/^(\d{2}|\d{4})$/.test(v.expire_year)) return;
      if (fullYear(v.expire_year) * 12 + Number(v.expire_month) <= earliest) {
        ctx.addIssue({ code: 'custom', path: ['expire_month'], message: CARD_MESSAGE.expire });
      }
    });
};
export type Card = z.infer<ReturnType<typeof createCardSchema>>;
