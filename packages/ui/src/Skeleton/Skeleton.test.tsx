import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('takes its size from props and stays out of the accessibility tree', async () => {
    const screen = await render(<Skeleton shape="circle" width={48} />);
    const el = screen.container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([48, 48]);
  });
});
