import { AdapterError } from '../internal/errors.ts';
import { exchangeJson } from '../internal/http.ts';
import { summariseCard } from './card.ts';
import {
  type CardBrand,
  type CardInput,
  PAYMENT_MESSAGE,
  type PaymentAdapter,
  type RegisteredCard,
} from './types.ts';

export type GatewayOptions = {
  /** Base URL of the payment gateway (or the company's payment proxy in front of it). */
  readonly url: string;
  readonly secret: string;
  readonly timeoutMs: number;
};

type Answer = { status: number; body: unknown };
type CardBody = {
  cardId?: unknown;
  brand?: unknown;
  last4?: unknown;
  expire?: unknown;
  holdername?: unknown;
};

const BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'jcb', 'amex', 'diners'];

const declineMessage = (body: unknown, fallback: string): string => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
};

const toRegistered = (body: unknown, card?: CardInput): RegisteredCard => {
  const b = (body ?? {}) as CardBody;
  if (typeof b.cardId !== 'string')
    throw new AdapterError('payment', 'Payment request failed', 'INVALID_RESPONSE');
  const fallback = card ? summariseCard(card) : undefined;
  return {
    cardId: b.cardId,
    brand: BRANDS.find((x) => x === b.brand) ?? fallback?.brand ?? 'unknown',
    last4: typeof b.last4 === 'string' ? b.last4 : (fallback?.last4 ?? ''),
    expire: typeof b.expire === 'string' ? b.expire : (fallback?.expire ?? ''),
    holdername: typeof b.holdername === 'string' ? b.holdername : (fallback?.holdername ?? ''),
  };
};

/**
 * Real gateway over JSON (the protocol is written down in ADR 005): a bearer
 * secret; 402 means declined (invalid card, failed charge) and carries the
 * gateway's message; 404 on a card lookup means none registered; anything
 * else non-2xx is an AdapterError, not a business answer.
 */
export const createGatewayPaymentAdapter = (options: GatewayOptions): PaymentAdapter => {
  const call = (method: 'GET' | 'POST', path: string, body: unknown, answered: number[]): Promise<Answer> =>
    exchangeJson(
      {
        service: 'payment',
        url: new URL(path, options.url.endsWith('/') ? options.url : `${options.url}/`),
        method,
        headers: { authorization: `Bearer ${options.secret}` },
        body,
        timeoutMs: options.timeoutMs,
        failureMessage: 'Payment request failed',
      },
      answered,
    );
  return {
    kind: 'gateway',
    async checkCard(card) {
      const answer = await call('POST', 'cards/check', { card }, [402]);
      if (answer.status === 402)
        return { status: 'invalid', message: declineMessage(answer.body, PAYMENT_MESSAGE.declined) };
      return { status: 'ok', card: summariseCard(card) };
    },
    async registerCard(customerId, card) {
      const answer = await call('POST', `customers/${encodeURIComponent(customerId)}/card`, { card }, [402]);
      if (answer.status === 402)
        return { status: 'invalid', message: declineMessage(answer.body, PAYMENT_MESSAGE.declined) };
      return { status: 'register', card: toRegistered(answer.body, card) };
    },
    async findCard(customerId) {
      const answer = await call('GET', `customers/${encodeURIComponent(customerId)}/card`, undefined, [404]);
      return answer.status === 404 ? null : toRegistered(answer.body);
    },
    async capture(request) {
      const answer = await call('POST', 'charges', request, [402]);
      if (answer.status === 402)
        return { status: 'fail', message: declineMessage(answer.body, PAYMENT_MESSAGE.captureFailed) };
      const transactionId = (answer.body as { transactionId?: unknown } | null)?.transactionId;
      if (typeof transactionId !== 'string')
        throw new AdapterError('payment', 'Payment request failed', 'INVALID_RESPONSE');
      return { status: 'capture', transactionId, amount: request.amount };
    },
  };
};
