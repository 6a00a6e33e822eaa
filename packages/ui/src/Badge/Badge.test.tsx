import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('paints a project status in its colour with white text', async () => {
    const screen = await render(<Badge projectStatus={8}>契約キャンセル</Badge>);
    const style = getComputedStyle(screen.getByText('契約キャンセル').element());
    expect(style.backgroundColor).toBe('rgb(179, 38, 30)');
    expect(style.color).toBe('rgb(255, 255, 255)');
  });

  it('uses the subtle tone colours by default', async () => {
    const screen = await render(<Badge tone="danger">期限切れ</Badge>);
    const style = getComputedStyle(screen.getByText('期限切れ').element());
    expect(style.color).toBe('rgb(192, 38, 38)');
  });
});
