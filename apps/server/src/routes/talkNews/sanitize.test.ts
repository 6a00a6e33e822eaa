import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './sanitize.ts';

describe('sanitizeNewsHtml', () => {
  it('keeps formatting, lists and http links, opened without window.opener', () => {
    expect(sanitizeNewsHtml('<p><strong>休業日</strong></p><ul><li>12/29</li></ul>')).toBe(
      '<p><strong>休業日</strong></p><ul><li>12/29</li></ul>',
    );
    expect(sanitizeNewsHtml('<a href="https://example.jp/a">詳細</a>')).toBe(
      '<a href="https://example.jp/a" target="_blank" rel="noopener noreferrer">詳細</a>',
    );
  });

  it('drops script, event handlers, javascript: links, iframes and styles', () => {
    const out = sanitizeNewsHtml(
      '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://e.jp"></iframe><p style="position:fixed" onclick="x()">t</p>',
    );
    expect(out).not.toMatch(/onerror|script|javascript|iframe|style|onclick/i);
    expect(out).toContain('<p>t</p>');
  });

  it('allows images over https only', () => {
    expect(sanitizeNewsHtml('<img src="http://e.jp/a.png" alt="a">')).toBe('<img alt="a" />');
    expect(sanitizeNewsHtml('<img src="https://e.jp/a.png" alt="a">')).toBe(
      '<img src="https://e.jp/a.png" alt="a" />',
    );
  });
});
