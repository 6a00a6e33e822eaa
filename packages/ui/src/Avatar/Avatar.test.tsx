import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Avatar } from './Avatar.tsx';
import { getInitials } from './initials.ts';

describe('getInitials', () => {
  it.each([
    ['山田 太郎', '山'],
    ['山田\u3000太郎', '山'],
    ['Taro Yamada', 'TY'],
    ['taro', 'T'],
    ['  ', '?'],
    ['𠮷野 家', '𠮷'],
  ])('%s → %s', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows initials on the colour of its type when there is no photo', async () => {
    const screen = await render(<Avatar name="管理 花子" type="manager" />);
    const avatar = screen.getByRole('img', { name: '管理 花子' });
    await expect.element(avatar).toHaveTextContent('管');
    expect(getComputedStyle(avatar.element()).backgroundColor).toBe('rgb(106, 27, 154)');
  });

  it('draws a dashed green border for an invited member and says so', async () => {
    const screen = await render(<Avatar name="佐藤 次郎" invited />);
    const avatar = screen.getByRole('img', { name: '佐藤 次郎（招待中）' });
    const style = getComputedStyle(avatar.element());
    expect(style.outlineStyle).toBe('dashed');
    expect(style.outlineColor).toBe('rgb(42, 138, 54)');
  });
});
