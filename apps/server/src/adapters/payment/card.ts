import type { CardBrand, CardInput, CardSummary } from './types.ts';

/** Luhn checksum, which every real card number satisfies. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Brand from the issuer prefix (IIN ranges). */
export const brandOf = (cardno: string): CardBrand => {
  if (/^4/.test(cardno)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(cardno)) return 'mastercard';
  if (/^35(2[89]|[3-8]\d)/.test(cardno)) return 'jcb';
  if (/^3[47]/.test(cardno)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(cardno)) return 'diners';
  return 'unknown';
};

export const summariseCard = (card: CardInput): CardSummary => {
  const year = card.expire_year.length === 2 ? `20${card.expire_year}` : card.expire_year;
  return {
    brand: brandOf(card.cardno),
    last4: card.cardno.slice(-4),
    expire: `${card.expire_month.padStart(2, '0')}/${year}`,
    holdername: card.holdername.toUpperCase(),
  };
};
