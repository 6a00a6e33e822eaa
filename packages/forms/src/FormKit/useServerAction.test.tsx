import { Button } from '@genba/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormMessages } from './FormMessages.tsx';
import { type FormSubmitResult, UNKNOWN_FAILURE_MESSAGE } from './submitResult.ts';
import { useServerAction } from './useServerAction.ts';

/** What a page does with the hook: a button, its messages and a confirmation. */
const Resend = ({ action }: { action: () => Promise<FormSubmitResult> }) => {
  const resend = useServerAction(action);
  return (
    <div>
      <FormMessages messages={resend.messages} />
      {resend.succeeded ? <p role="status">再送信しました</p> : null}
      <Button loading={resend.pending} onClick={() => void resend.run()}>
        再送信
      </Button>
    </div>
  );
};

const button = () => page.getByRole('button', { name: '再送信' });

describe('useServerAction', () => {
  it('is pending while the server answers, ignores a second press, then confirms', async () => {
    let finish: (value: FormSubmitResult) => void = () => {};
    const action = vi.fn(() => new Promise<FormSubmitResult>((resolve) => (finish = resolve)));
    await render(<Resend action={action} />);
    await button().click();
    await expect.element(button()).toHaveAttribute('aria-busy', 'true');
    await button().click({ force: true });
    expect(action).toHaveBeenCalledTimes(1);
    finish({ ok: true });
    await expect.element(page.getByRole('status')).toHaveTextContent('再送信しました');
    await expect.element(button()).not.toHaveAttribute('aria-busy');
  });

  it("shows the server's messages, field messages included, once each", async () => {
    await render(
      <Resend
        action={async () => ({
          ok: false,
          messages: ['試行回数が多すぎます。しばらくしてから再度お試しください'],
          fieldErrors: { tel_number: ['携帯電話番号に誤りがあります'] },
        })}
      />,
    );
    await button().click();
    const alert = page.getByRole('alert');
    await expect
      .element(alert.getByText('試行回数が多すぎます。しばらくしてから再度お試しください'))
      .toBeVisible();
    await expect.element(alert.getByText('携帯電話番号に誤りがあります')).toBeVisible();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('says the call failed when the promise rejects or the failure says nothing, and can run again', async () => {
    const action = vi
      .fn<() => Promise<FormSubmitResult>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: false })
      .mockResolvedValueOnce(undefined);
    await render(<Resend action={action} />);
    await button().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(UNKNOWN_FAILURE_MESSAGE);
    await button().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(UNKNOWN_FAILURE_MESSAGE);
    await button().click();
    await expect.element(page.getByRole('status')).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(3);
  });
});
