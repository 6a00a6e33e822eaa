/**
 * Hand-written valid requests for entries whose request schema hides its
 * shape from `sampleFromSchema` (a `z.custom` + transform that validates
 * with a schema built at call time). Keep this list short: every entry here
 * is one the generator cannot reach.
 */
export const REQUEST_EXAMPLES: Readonly<
  Record<string, { params?: unknown; query?: unknown; body?: unknown }>
> = {
  check_card: {
    body: {
      card: {
        cardno: '4111111111111111',
        expire_month: '12',
        expire_year: String(new Date().getFullYear() + 3),
        holdername: 'TARO GENBA',
        securitycode: '123',
      },
    },
  },
};
