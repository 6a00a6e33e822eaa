/** A card as the sign-up and contract forms send it (core §3 card, validated by @genba/validators' card schema). */
export type CardInput = {
  readonly cardno: string;
  readonly expire_month: string;
  readonly expire_year: string;
  readonly holdername: string;
  readonly securitycode: string;
};

export type CardBrand = 'visa' | 'mastercard' | 'jcb' | 'amex' | 'diners' | 'unknown';

/** What may be kept about a card: never the number or the security code. */
export type CardSummary = {
  readonly brand: CardBrand;
  readonly last4: string;
  /** 'MM/YYYY' */
  readonly expire: string;
  readonly holdername: string;
};

export type RegisteredCard = CardSummary & { readonly cardId: string };

/**
 * Contract bill status of core §4: a card is registered or invalid; a charge
 * is captured or failed.
 */
export type BillStatus = 'capture' | 'invalid' | 'register' | 'fail';

export type CardCheck = { readonly status: 'ok'; readonly card: CardSummary } | Declined<'invalid'>;
export type CardRegistration =
  | { readonly status: 'register'; readonly card: RegisteredCard }
  | Declined<'invalid'>;
export type Capture =
  | { readonly status: 'capture'; readonly transactionId: string; readonly amount: number }
  | Declined<'fail'>;
/** `message` is Japanese and shown to the user as is. */
export type Declined<S extends BillStatus> = { readonly status: S; readonly message: string };

export type CaptureRequest = {
  /** The company being billed; its registered card is charged. */
  readonly customerId: string;
  /** Idempotency key of the charge (e.g. the contract bill's id). */
  readonly orderId: string;
  /** Yen, tax included. */
  readonly amount: number;
};

/** Card payment gateway behind check_card, searchCard and exec_contracttrans (core §7). */
export type PaymentAdapter = {
  readonly kind: string;
  checkCard(card: CardInput): Promise<CardCheck>;
  registerCard(customerId: string, card: CardInput): Promise<CardRegistration>;
  findCard(customerId: string): Promise<RegisteredCard | null>;
  capture(request: CaptureRequest): Promise<Capture>;
};

export const PAYMENT_MESSAGE = {
  declined: 'このカードはご利用いただけません。別のカードをお試しください。',
  captureFailed: '決済に失敗しました。カード会社にお問い合わせください。',
  noCard: 'お支払いに使うカードが登録されていません。',
  invalidAmount: '請求金額が正しくありません。',
} as const;
