/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Every source file of the package except tests, stories and their sample data, as text (Vite's raw import).
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx', '!../**/*.test-utils.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

/** A string literal that starts like one of the app's routes ('/talk', "/setting/company", `/album`). */
const ROUTE_LITERAL = /['"`]\/(?:[a-z][\w-]*)(?:\/[\w-]*)*['"`]/;

describe('@genba/ui knows no app routes', () => {
  it('reads the package sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('has no route literal outside tests, stories and sample data: menus are data from the app', () => {
    const offenders = Object.entries(sources)
      .filter(([, text]) => ROUTE_LITERAL.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
