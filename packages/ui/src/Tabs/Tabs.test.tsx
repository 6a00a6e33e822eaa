import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs } from './Tabs.tsx';

describe('Tabs', () => {
  it('shows the panel of the chosen tab and follows the arrow keys', async () => {
    const screen = await render(
      <Tabs defaultValue="talk">
        <Tabs.List aria-label="現場メニュー">
          <Tabs.Trigger value="talk">現場トーク</Tabs.Trigger>
          <Tabs.Trigger value="album">アルバム</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="talk">トーク一覧</Tabs.Content>
        <Tabs.Content value="album">写真一覧</Tabs.Content>
      </Tabs>,
    );
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('トーク一覧');
    await userEvent.click(screen.getByRole('tab', { name: 'アルバム' }));
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('写真一覧');
    await userEvent.keyboard('{ArrowLeft}');
    await expect
      .element(screen.getByRole('tab', { name: '現場トーク' }))
      .toHaveAttribute('aria-selected', 'true');
  });
});
