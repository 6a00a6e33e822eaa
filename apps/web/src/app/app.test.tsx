import { SESSION_EXPIRED_MESSAGE } from '@genba/api-client';
import { talkEndpoints } from '@genba/api-client/catalogue/talk';
import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '../test/renderApp.tsx';

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

/** init data whose user has or has not agreed to the terms; flips when the agreement call arrives. */
const termsScenario = () => {
  let agreed = false;
  const base = mock.fixture('init_data_pc');
  return [
    mock.override('init_data_pc', () =>
      HttpResponse.json({ ...base, user: { ...base.user, agree_terms_flg: agreed ? 1 : 0 } }),
    ),
    mock.override('agree_terms', () => {
      agreed = true;
      return HttpResponse.json({ success: true, user: { ...base.user, agree_terms_flg: 1 } });
    }),
  ];
};

// A guard's redirect waits on lazy route chunks; vi.waitFor's 1 s default failed once in a clean-clone CI run.
const ROUTE_WAIT = { timeout: 5_000 };
describe('route guards', () => {
  it('sends a logged-out visitor of /talk to /login', async () => {
    const { router } = await renderApp('/talk', [mock.error('init_data_pc', 401)]);
    await expect.element(page.getByRole('link', { name: /メールアドレスでログイン/ })).toBeVisible();
    expect(pathOf(router)).toBe('/login');
  });

  // /admin is public by the spec's word rule (core §2), yet the administrators' screens need a session.
  it.each(['/admin/users', '/admin/news'])(
    'sends a logged-out visitor of %s to /login without asking for admin data',
    async (path) => {
      const { router, calls } = await renderApp(path, [mock.error('init_data_pc', 401)]);
      await expect.element(page.getByRole('link', { name: /メールアドレスでログイン/ })).toBeVisible();
      expect(pathOf(router)).toBe('/login');
      // The session is asked (init data names the route key admin); no administrators' call is made.
      expect(calls.filter((call) => /\/admin_/.test(call.path))).toEqual([]);
      await expect
        .element(page.getByRole('heading', { name: /システム管理者|お知らせ管理/ }))
        .not.toBeInTheDocument();
    },
  );

  it('lets a logged-out visitor open a public route', async () => {
    const { router } = await renderApp('/login/forgotpass', [mock.error('init_data_pc', 401)]);
    await expect.element(page.getByRole('heading', { name: 'パスワードをお忘れの方' })).toBeVisible();
    expect(pathOf(router)).toBe('/login/forgotpass');
  });

  it('sends a member who has not agreed to /login/rules, and to /talk after agreeing', async () => {
    const { router, calls } = await renderApp('/talk', termsScenario());
    await expect.element(page.getByRole('heading', { name: '第24条(準拠法および管轄)' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/login/rules');

    await page.getByRole('button', { name: '同意する' }).click();
    await expect.element(page.getByText('利用規約に同意してください')).toBeVisible();

    await page.getByLabelText('利用規約に同意する').click();
    await page.getByRole('button', { name: '同意する' }).click();
    await expect.element(page.getByRole('heading', { name: '現場一覧' })).toBeVisible();
    expect(pathOf(router)).toBe('/talk');
    const agreement = calls.find((call) => call.method === 'PUT' && call.path.startsWith('/api/user/'));
    expect(agreement?.body).toEqual({ agree_terms_flg: 1 });
  });

  it('shows 認証が切れました on a 419 and goes through /logout to /login', async () => {
    const { router, calls } = await renderApp('/talk', [
      mock.error('init_data_pc', 419),
      mock.error('logout', 419),
    ]);
    const dialog = page.getByRole('alertdialog', { name: SESSION_EXPIRED_MESSAGE });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await vi.waitFor(() => expect(pathOf(router)).toBe('/login'), ROUTE_WAIT);
    expect(calls.some((call) => call.path === '/api/user/logout')).toBe(true);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the dialog when a page call answers 419 after the session loaded', async () => {
    await renderApp('/talk', [mock.error('getProjectList', 419)]);
    await expect.element(page.getByRole('alertdialog', { name: SESSION_EXPIRED_MESSAGE })).toBeVisible();
  });
});

describe('public screens', () => {
  const isInitData = (call: { path: string }) => call.path.startsWith('/api/user/init_data');

  it('make no authenticated call for a visitor who is not signed in', async () => {
    for (const path of ['/login', '/login/email', '/login/forgotpass', '/password/reset/abc']) {
      // The init data would answer as a member: a call would show as a redirect to /talk.
      const { router, calls } = await renderApp(path);
      await vi.waitFor(
        () => expect(router.state.initialized && router.state.navigation.state).toBe('idle'),
        ROUTE_WAIT,
      );
      expect(pathOf(router)).toBe(path);
      expect(calls.filter(isInitData)).toEqual([]);
    }
  });

  it('still send a member who was signed in from /login to /talk', async () => {
    const { router } = await renderApp('/talk');
    await expect.element(page.getByRole('heading', { name: '現場一覧' })).toBeVisible();
    await router.navigate('/login');
    await vi.waitFor(() => expect(pathOf(router)).toBe('/talk'), ROUTE_WAIT);
  });

  it('after /logout, /login asks nothing', async () => {
    const { router, calls } = await renderApp('/talk');
    await expect.element(page.getByRole('heading', { name: '現場一覧' })).toBeVisible();
    await router.navigate('/logout');
    await vi.waitFor(() => expect(pathOf(router)).toBe('/login'), ROUTE_WAIT);
    await expect.element(page.getByRole('link', { name: /メールアドレスでログイン/ })).toBeVisible();
    const checks = calls.filter(isInitData).length;
    await router.navigate('/login/email');
    expect(calls.filter(isInitData)).toHaveLength(checks);
  });
});

describe('session check failures and permissions', () => {
  it('shows an error screen with a reload button when the session cannot be read', async () => {
    await renderApp('/talk', [mock.error('init_data_pc', 500)]);
    await expect.element(page.getByText('データを取得できませんでした')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
  });

  it('sends a member without permission for an area to /talk (core §2)', async () => {
    const base = mock.fixture('init_data_pc');
    const { router } = await renderApp('/album', [
      mock.override('init_data_pc', ({ params }) =>
        HttpResponse.json({ ...base, route_allowed: params.firstPathSegment !== 'album' }),
      ),
    ]);
    await vi.waitFor(() => expect(pathOf(router)).toBe('/talk'), ROUTE_WAIT);
    await expect.element(page.getByRole('heading', { name: '現場一覧' })).toBeVisible();
  });
});

describe('password reset', () => {
  it('mails the link, then sets the new password with the token from the link', async () => {
    const { router, calls } = await renderApp('/login/forgotpass', [mock.error('init_data_pc', 401)]);
    await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), 'kanri@example.com');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect.element(page.getByRole('heading', { name: '送信完了' })).toBeVisible();
    expect(calls.find((call) => call.path === '/api/password/email')?.body).toEqual({
      email: 'kanri@example.com',
    });

    await router.navigate('/password/reset/one-time-token');
    await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), 'kanri@example.com');
    await userEvent.fill(page.getByLabelText('新しいパスワード', { exact: true }), 'newpass123');
    await userEvent.fill(page.getByLabelText('新しいパスワード(確認)', { exact: true }), 'newpass123');
    await page.getByRole('button', { name: 'パスワードを再設定' }).click();
    await expect.element(page.getByRole('heading', { name: 'パスワード再設定完了' })).toBeVisible();
    expect(calls.find((call) => call.path === '/api/password/reset')?.body).toEqual({
      token: 'one-time-token',
      email: 'kanri@example.com',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    });
  });
});

describe('/talk', () => {
  it("lists the member's projects and sends the operation headers", async () => {
    const { calls } = await renderApp('/talk');
    const list = page.getByRole('list', { name: '現場一覧' });
    await expect.element(list).toBeVisible();
    const first = mock.fixture('getProjectList').projects[0];
    await expect.element(list.getByText(first?.case_name ?? '')).toBeVisible();
    const user = mock.fixture('init_data_pc').user;
    const listCall = calls.find((call) => call.path === '/api/talk/getProjectList');
    expect(listCall?.headers.get('X-Operation-Member')).toBe(String(user.member_id));
    expect(listCall?.headers.get('X-Operation-Company')).toBe(String(user.login_company_id));
    // The loader's prefetch and the page's query share one cache entry: one call, not two. The
    // live-events fallback's first answer refetches the list on purpose (useTalkEvents' onReady),
    // so only the calls made before the first events call count.
    const firstEvents = calls.findIndex((call) => call.path === talkEndpoints.talkEvents.path);
    const beforeEvents = firstEvents === -1 ? calls : calls.slice(0, firstEvents);
    expect(beforeEvents.filter((call) => call.path === '/api/talk/getProjectList')).toHaveLength(1);
  });

  it('sends X-Operation-Field for a route about a project', async () => {
    const { calls } = await renderApp('/talk?field_id=5001');
    await expect.element(page.getByRole('list', { name: '現場一覧' })).toBeVisible();
    const listCall = calls.find((call) => call.path === '/api/talk/getProjectList');
    expect(listCall?.headers.get('X-Operation-Field')).toBe('5001');
  });

  it('says so when the member has no projects', async () => {
    await renderApp('/talk', [mock.empty('getProjectList')]);
    await expect.element(page.getByText('データがありません')).toBeVisible();
  });

  it('offers a retry when the list cannot be fetched', async () => {
    await renderApp('/talk', [mock.error('getProjectList', 500)]);
    await expect.element(page.getByText('データを取得できませんでした'), { timeout: 5000 }).toBeVisible();
    await expect.element(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
  });
});

describe('login', () => {
  it('logs in by e-mail and lands on /talk', async () => {
    const { router, calls } = await renderApp('/login/email');
    await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), 'kanri@example.com');
    await userEvent.fill(page.getByLabelText('パスワード', { exact: true }), 'genba-demo');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await vi.waitFor(() => expect(pathOf(router)).toBe('/talk'), ROUTE_WAIT);
    expect(calls.find((call) => call.path === '/api/user/email/login_pc')?.body).toEqual({
      email: 'kanri@example.com',
      password: 'genba-demo',
    });
  });

  it('on a smartphone uses the smartphone calls and the bottom navigation', async () => {
    await page.viewport(360, 740);
    try {
      const { router, calls } = await renderApp('/login/email');
      await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), 'kanri@example.com');
      await userEvent.fill(page.getByLabelText('パスワード', { exact: true }), 'genba-demo');
      await page.getByRole('button', { name: 'ログイン' }).click();
      await vi.waitFor(() => expect(pathOf(router)).toBe('/talk'), ROUTE_WAIT);
      // The bottom navigation shows only pages that exist (today トーク), the current one marked.
      await expect
        .element(page.getByRole('link', { name: 'トーク' }))
        .toHaveAttribute('aria-current', 'page');
      expect(calls.some((call) => call.path === '/api/user/email/login_sp')).toBe(true);
      expect(calls.some((call) => call.path === '/api/user/init_data_sp')).toBe(true);
      expect(calls.some((call) => call.path.startsWith('/api/user/pc/'))).toBe(false);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('shows the server message for a wrong password and keeps the input', async () => {
    await renderApp('/login/email', [
      mock.error('init_data_pc', 401),
      mock.override('login_pc', () =>
        HttpResponse.json(
          { status: 401, message: 'メールアドレスまたはパスワードに誤りがあります' },
          { status: 401 },
        ),
      ),
    ]);
    await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), 'partner@example.com');
    await userEvent.fill(page.getByLabelText('パスワード', { exact: true }), 'wrong-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('メールアドレスまたはパスワードに誤りがあります');
    await expect
      .element(page.getByLabelText('メールアドレス', { exact: true }))
      .toHaveValue('partner@example.com');
  });

  it('logs in by phone: request the code, enter it, land on /talk', async () => {
    const { router, calls } = await renderApp('/login/telnumber');
    await userEvent.fill(page.getByLabelText('携帯電話番号'), '090-0000-0001');
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    await expect
      .element(page.getByText('090-0000-0001 にSMSで送信した6桁の認証コードを入力してください。'))
      .toBeVisible();
    expect(calls.find((call) => call.path === '/api/user/sms/request')?.body).toEqual({
      tel_number: '09000000001',
    });

    await page.getByRole('button', { name: '認証コードを再送信' }).click();
    await expect.element(page.getByText('認証コードを再送信しました')).toBeVisible();

    await userEvent.fill(page.getByLabelText('認証コード', { exact: true }), '123456');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await vi.waitFor(() => expect(pathOf(router)).toBe('/talk'), ROUTE_WAIT);
    expect(calls.find((call) => call.path === '/api/user/sms/login')?.body).toEqual({
      tel_number: '09000000001',
      auth_number: '123456',
    });
  });
});

describe('/album', () => {
  it('asks for the first page once: the route starts it before the page mounts and the page takes it', async () => {
    const { calls } = await renderApp('/album?project_id=5001');
    const photo = mock.fixture('getCommonAlbumAllData').photos[0];
    await expect
      .element(page.getByRole('img', { name: photo?.building_picture_upload_filename ?? '' }).first())
      .toBeVisible();
    const firstPages = calls.filter(
      (call) => call.path.startsWith('/api/album/getCommonAlbumAllData/') && !call.search.has('min_id'),
    );
    expect(firstPages).toHaveLength(1);
    expect(firstPages[0]?.search.get('field_id')).toBe('5001');
  });
});
