import { mock } from '@genba/api-client/msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiProvider } from '../../../../app/ApiContext.tsx';
import { createWebApi } from '../../../../app/api.ts';
import { createAppQueryClient } from '../../../../app/queryClient.ts';
import { createMockFetch } from '../../../../test/mockFetch.ts';
import { QrLoginDialog } from './QrLoginDialog.tsx';

/** The dialog against a server that says the code is live until `used` is set. */
const openDialog = async () => {
  const server = { used: false };
  const { fetch, calls } = createMockFetch([
    mock.override('getQrLoginCodeState', () =>
      HttpResponse.json({ status: 200, state: server.used ? 'used' : 'live' }),
    ),
  ]);
  await render(
    <QueryClientProvider client={createAppQueryClient()}>
      <ApiProvider api={createWebApi({ fetch })}>
        <QrLoginDialog onClose={() => {}} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  const asked = () => calls.filter((call) => call.path === '/api/user/qr_login/code/state');
  return { server, asked, dialog: page.getByRole('dialog', { name: 'スマートフォンでログイン' }) };
};

describe('QrLoginDialog (account menu)', () => {
  it('asks about its own code while it waits, says when a phone used it, then stops asking', async () => {
    const { server, asked, dialog } = await openDialog();
    await expect.element(dialog.getByRole('img', { name: 'ログイン用QRコード' })).toBeVisible();
    await expect.poll(() => asked().length, { timeout: 8_000 }).toBeGreaterThan(0);
    expect(asked()[0]?.body).toEqual({ code: mock.fixture('createQrLoginCode').code });

    server.used = true;
    await expect
      .element(dialog.getByRole('status'), { timeout: 8_000 })
      .toHaveTextContent('スマートフォンでログインしました。');
    const count = asked().length;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(asked()).toHaveLength(count);
  });
});
