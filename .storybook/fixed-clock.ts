/**
 * Pins `new Date()` and `Date.now()` to a story's `parameters.mockingDate`
 * so relative dates ('昨日', today's time) and screenshots never drift.
 * Timers still run; only the wall clock is frozen.
 */
export const DEFAULT_MOCKING_DATE = '2026-04-01T09:00:00+09:00';

export const freezeClock = (iso: string = DEFAULT_MOCKING_DATE) => {
  const RealDate = globalThis.Date;
  const fixed = new RealDate(iso).getTime();
  class FixedDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<typeof RealDate>) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<typeof RealDate>));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
};
