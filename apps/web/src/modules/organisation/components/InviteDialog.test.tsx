import { mock } from '@genba/api-client/msw';
import { INVITATION_REGISTER_MESSAGE } from '@genba/validators';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiProvider } from '../../../app/ApiContext.tsx';
import { createWebApi } from '../../../app/api.ts';
import { createAppQueryClient } from '../../../app/queryClient.ts';
import { createMockFetch } from '../../../test/mockFetch.ts';
import { InviteDialog } from './InviteDialog.tsx';

/** The 招待 dialog against a server that refuses the chosen site, as it does for a site the inviter left. */
const openRefusingDialog = async () => {
  const { fetch, calls } = createMockFetch([
    mock.error('sendInvitationEmail', 422, {
      message: '入力内容に誤りがあります。',
      errors: { field_id: [INVITATION_REGISTER_MESSAGE.siteNotFound] },
    }),
  ]);
  await render(
    <QueryClientProvider client={createAppQueryClient()}>
      <ApiProvider api={createWebApi({ fetch })}>
        <InviteDialog channel="email" />
      </ApiProvider>
    </QueryClientProvider>,
  );
  await page.getByRole('button', { name: '招待' }).click();
  return { dialog: page.getByRole('dialog', { name: 'メールアドレスで招待' }), calls };
};

describe('InviteDialog', () => {
  it('shows a refused 招待先 under the select, marked invalid, and not above the rows', async () => {
    const { dialog, calls } = await openRefusingDialog();
    const target = dialog.getByRole('combobox', { name: '招待先' });
    await userEvent.selectOptions(target, '山田様邸 外壁塗装工事');
    await dialog.getByRole('textbox', { name: 'お名前(姓)' }).fill('山本');
    await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill('yamamoto@example.jp');
    await dialog.getByRole('button', { name: '招待する' }).click();

    await expect.element(target).toHaveAttribute('aria-invalid', 'true');
    await expect.element(target).toHaveAccessibleDescription(INVITATION_REGISTER_MESSAGE.siteNotFound);
    await expect.element(target).toHaveFocus();
    expect(dialog.getByRole('alert').elements()).toHaveLength(0);
    const sent = calls.filter((call) => call.path === '/api/invitation/email');
    expect(sent.map((call) => call.body)).toEqual([expect.objectContaining({ field_id: 5001 })]);
  });
});
