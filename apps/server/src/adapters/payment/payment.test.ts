import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubServer, startStubServer } from '../testing/stubServer.ts';
import { brandOf, passesLuhn } from './card.ts';
import { createGatewayPaymentAdapter } from './gateway.ts';
import { createLocalPaymentAdapter, LOCAL_TEST_CARDS } from './local.ts';
import type { CardInput } from './types.ts';

const card = (cardno: string): CardInput => ({
  cardno,
  expire_month: '4',
  expire_year: '30',
  holdername: 'Taro Yamada',
  securitycode: '123',
});

describe('card helpers', () => {
  it('checks the Luhn digit and recognises brands', () => {
    expect(passesLuhn(LOCAL_TEST_CARDS.visa)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(
      [
        LOCAL_TEST_CARDS.visa,
        LOCAL_TEST_CARDS.mastercard,
        LOCAL_TEST_CARDS.jcb,
        LOCAL_TEST_CARDS.diners,
        '378282246310005',
      ].map(brandOf),
    ).toEqual(['visa', 'mastercard', 'jcb', 'diners', 'amex']);
  });
});

describe('local payment gateway', () => {
  it('accepts a test card, keeps only its summary, and captures once per order', async () => {
    const gateway = createLocalPaymentAdapter();
    expect(await gateway.checkCard(card(LOCAL_TEST_CARDS.visa))).toEqual({
      status: 'ok',
      card: { brand: 'visa', last4: '1111', expire: '04/2030', holdername: 'TARO YAMADA' },
    });
    const registration = await gateway.registerCard('company-1', card(LOCAL_TEST_CARDS.jcb));
    expect(registration.status).toBe('register');
    expect(await gateway.findCard('company-1')).toMatchObject({ brand: 'jcb', last4: '0000' });
    expect(JSON.stringify(await gateway.findCard('company-1'))).not.toContain(LOCAL_TEST_CARDS.jcb);
    const first = await gateway.capture({ customerId: 'company-1', orderId: 'bill-1', amount: 16_500 });
    const again = await gateway.capture({ customerId: 'company-1', orderId: 'bill-1', amount: 16_500 });
    expect(first).toMatchObject({ status: 'capture', amount: 16_500 });
    expect(again).toEqual(first);
  });

  it('declines the decline test card and any unknown number as invalid', async () => {
    const gateway = createLocalPaymentAdapter();
    for (const number of [LOCAL_TEST_CARDS.declined, '4242424242424241', '4012888888881881']) {
      expect(await gateway.checkCard(card(number))).toMatchObject({ status: 'invalid' });
      expect(await gateway.registerCard('c', card(number))).toMatchObject({ status: 'invalid' });
    }
    expect(await gateway.findCard('c')).toBeNull();
  });

  it('fails a charge without a card, for the failing test card and for a bad amount', async () => {
    const gateway = createLocalPaymentAdapter();
    expect(await gateway.capture({ customerId: 'none', orderId: 'o', amount: 100 })).toEqual({
      status: 'fail',
      message: 'お支払いに使うカードが登録されていません。',
    });
    await gateway.registerCard('c', card(LOCAL_TEST_CARDS.captureFails));
    expect(await gateway.capture({ customerId: 'c', orderId: 'o', amount: 100 })).toMatchObject({
      status: 'fail',
    });
    await gateway.registerCard('d', card(LOCAL_TEST_CARDS.visa));
    expect(await gateway.capture({ customerId: 'd', orderId: 'o', amount: 0 })).toMatchObject({
      status: 'fail',
    });
  });
});

describe('payment gateway adapter against a local stub', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(() => stub.close());
  const gateway = () =>
    createGatewayPaymentAdapter({ url: `${stub.url}/v1`, secret: 'sk_test', timeoutMs: 500 });

  it('checks a card with the bearer secret and maps 402 to invalid with the gateway message', async () => {
    stub.reply(() => ({ json: { ok: true } }));
    expect(await gateway().checkCard(card(LOCAL_TEST_CARDS.visa))).toMatchObject({ status: 'ok' });
    const sent = stub.requests.at(-1);
    expect(sent?.url.pathname).toBe('/v1/cards/check');
    expect(sent?.headers.authorization).toBe('Bearer sk_test');
    stub.reply(() => ({ status: 402, json: { message: 'カードの有効期限が切れています。' } }));
    expect(await gateway().checkCard(card(LOCAL_TEST_CARDS.visa))).toEqual({
      status: 'invalid',
      message: 'カードの有効期限が切れています。',
    });
  });

  it('registers, finds (404 = none) and captures', async () => {
    stub.reply((r) =>
      r.url.pathname === '/v1/charges'
        ? { json: { transactionId: 'tx-1' } }
        : r.method === 'GET'
          ? { status: 404 }
          : {
              json: {
                cardId: 'cd-1',
                brand: 'visa',
                last4: '1111',
                expire: '04/2030',
                holdername: 'TARO YAMADA',
              },
            },
    );
    expect(await gateway().registerCard('co 1', card(LOCAL_TEST_CARDS.visa))).toMatchObject({
      status: 'register',
      card: { cardId: 'cd-1' },
    });
    expect(stub.requests.at(-1)?.url.pathname).toBe('/v1/customers/co%201/card');
    expect(await gateway().findCard('co 1')).toBeNull();
    expect(await gateway().capture({ customerId: 'co 1', orderId: 'b1', amount: 178_200 })).toEqual({
      status: 'capture',
      transactionId: 'tx-1',
      amount: 178_200,
    });
    expect(JSON.parse(stub.requests.at(-1)?.body ?? '')).toEqual({
      customerId: 'co 1',
      orderId: 'b1',
      amount: 178_200,
    });
  });

  it('maps a declined charge to fail and a server error to an AdapterError', async () => {
    stub.reply(() => ({ status: 402 }));
    expect(await gateway().capture({ customerId: 'c', orderId: 'o', amount: 1 })).toEqual({
      status: 'fail',
      message: '決済に失敗しました。カード会社にお問い合わせください。',
    });
    stub.reply(() => ({ status: 500, json: {} }));
    await expect(gateway().capture({ customerId: 'c', orderId: 'o', amount: 1 })).rejects.toMatchObject({
      service: 'payment',
      status: 500,
    });
  });
});
