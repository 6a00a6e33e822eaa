/**
 * Hand-written valid requests for entries whose request schema hides its
 * shape from `sampleFromSchema` (a `z.custom` + transform that validates
 * with a schema built at call time). Keep this list short: every entry here
 * is one the generator cannot reach.
 */
export const REQUEST_EXAMPLES: Readonly<
  Record<string, { params?: unknown; query?: unknown; body?: unknown }>
> = {
  // A 43-character base64url code: the generator cannot hit the pattern behind the refinement.
  qrLogin: { body: { code: 'q5Xo2vTnY8cLwR1mKdJ7pZfA3hUsGe9bNiV0tCyQ4xE' } },
  getQrLoginCodeState: { body: { code: 'q5Xo2vTnY8cLwR1mKdJ7pZfA3hUsGe9bNiV0tCyQ4xE' } },
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
