import { createHash, randomUUID } from 'node:crypto';
import { passesLuhn, summariseCard } from './card.ts';
import { type CardInput, PAYMENT_MESSAGE, type PaymentAdapter, type RegisteredCard } from './types.ts';

/**
 * Test card numbers the local gateway knows (the card networks' public test
 * numbers). Any other number is declined, as a real gateway in test mode does.
 */
export const LOCAL_TEST_CARDS = {
  /** accepted, registered and charged */
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  jcb: '3530111333300000',
  diners: '30569309025904',
  /** refused at check and registration: bill status invalid */
  declined: '4000000000000002',
  /** registered, but every charge fails: bill status fail */
  captureFails: '4000000000000341',
} as const;

const accepted = new Set<string>([
  LOCAL_TEST_CARDS.visa,
  LOCAL_TEST_CARDS.mastercard,
  LOCAL_TEST_CARDS.jcb,
  LOCAL_TEST_CARDS.diners,
  LOCAL_TEST_CARDS.captureFails,
]);

const isAcceptable = (card: CardInput) => passesLuhn(card.cardno) && accepted.has(card.cardno);

/**
 * Offline card gateway for development and tests. Registered cards live in
 * memory for the life of the process (the server keeps only the summary in
 * its database); captures are idempotent per order id, like a real gateway's.
 */
export const createLocalPaymentAdapter = (): PaymentAdapter => {
  const cards = new Map<string, RegisteredCard & { failsCapture: boolean }>();
  const captures = new Map<string, { transactionId: string; amount: number }>();
  return {
    kind: 'local',
    async checkCard(card) {
      if (!isAcceptable(card) || card.cardno === LOCAL_TEST_CARDS.declined) {
        return { status: 'invalid', message: PAYMENT_MESSAGE.declined };
      }
      return { status: 'ok', card: summariseCard(card) };
    },
    async registerCard(customerId, card) {
      if (!isAcceptable(card)) return { status: 'invalid', message: PAYMENT_MESSAGE.declined };
      const cardId = `card_${createHash('sha256').update(`${customerId}:${card.cardno}`).digest('hex').slice(0, 16)}`;
      const registered = { ...summariseCard(card), cardId };
      cards.set(customerId, { ...registered, failsCapture: card.cardno === LOCAL_TEST_CARDS.captureFails });
      return { status: 'register', card: registered };
    },
    async findCard(customerId) {
      const found = cards.get(customerId);
      if (found === undefined) return null;
      const { failsCapture: _, ...card } = found;
      return card;
    },
    async capture({ customerId, orderId, amount }) {
      if (!Number.isInteger(amount) || amount <= 0)
        return { status: 'fail', message: PAYMENT_MESSAGE.invalidAmount };
      const card = cards.get(customerId);
      if (card === undefined) return { status: 'fail', message: PAYMENT_MESSAGE.noCard };
      if (card.failsCapture) return { status: 'fail', message: PAYMENT_MESSAGE.captureFailed };
      const key = `${customerId}:${orderId}`;
      const done = captures.get(key) ?? { transactionId: `txn_${randomUUID()}`, amount };
      captures.set(key, done);
      return { status: 'capture', ...done };
    },
  };
};
