/**
 * Writes src/tokens/tokens.css from src/tokens/tokens.ts.
 * Run with `npm run tokens -w @genba/ui` after changing a token;
 * `tokens.test.ts` fails while the committed CSS is out of date.
 */
import { writeFileSync } from 'node:fs';
import { renderTokensCss } from '../src/tokens/render-css.ts';

const target = new URL('../src/tokens/tokens.css', import.meta.url);
writeFileSync(target, renderTokensCss());
console.log(`wrote ${target.pathname}`);
