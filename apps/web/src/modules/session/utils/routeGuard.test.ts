import { describe, expect, it } from 'vitest';
import { decideRoute, isMembersOnlyRoute, type SessionState } from './routeGuard.ts';

const anonymous: SessionState = { status: 'anonymous' };
const agreed: SessionState = { status: 'member', agreedToTerms: true };
const notAgreed: SessionState = { status: 'member', agreedToTerms: false };

describe('decideRoute', () => {
  it.each([
    '/login',
    '/login/email',
    '/login/rules',
    '/password/reset/abc',
    '/invitation_user/xyz',
    '/invitation_user/12/edit/xyz',
    '/accountdelete',
    '/register',
    '/registercontract/index',
    '/account-change/abc',
    '/callback-3ds',
  ])('lets a logged-out visitor open the public route %s', (path) => {
    expect(decideRoute(path, anonymous)).toEqual({ kind: 'allow' });
  });

  it.each([
    '/talk',
    '/album',
    '/daily/daily-create',
    '/news/3/detail',
    '/setting/company',
    '/logoutx',
    '/',
    // Public by the word rule, but member screens without a sign-in of their own.
    '/admin/users',
    '/admin/news',
    '/admin',
  ])('sends a logged-out visitor of %s to /login', (path) => {
    expect(decideRoute(path, anonymous)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a member who has not agreed to the terms page from anywhere else', () => {
    expect(decideRoute('/talk', notAgreed)).toEqual({ kind: 'redirect', to: '/login/rules' });
    expect(decideRoute('/login/email', notAgreed)).toEqual({ kind: 'redirect', to: '/login/rules' });
    expect(decideRoute('/login/rules', notAgreed)).toEqual({ kind: 'allow' });
    expect(decideRoute('/login/rules/', notAgreed)).toEqual({ kind: 'allow' });
  });

  it('lets everyone reach /logout, a member who has not agreed to the terms included', () => {
    expect(decideRoute('/logout', notAgreed)).toEqual({ kind: 'allow' });
    expect(decideRoute('/logout/', notAgreed)).toEqual({ kind: 'allow' });
    expect(decideRoute('/logout', anonymous)).toEqual({ kind: 'allow' });
    expect(decideRoute('/logout', agreed)).toEqual({ kind: 'allow' });
    expect(decideRoute('/logout', { status: 'expired' })).toEqual({ kind: 'allow' });
  });

  it('sends a member who is already in from the sign-in screens to /talk', () => {
    expect(decideRoute('/login', agreed)).toEqual({ kind: 'redirect', to: '/talk' });
    expect(decideRoute('/login/code', agreed)).toEqual({ kind: 'redirect', to: '/talk' });
    expect(decideRoute('/login/rules', agreed)).toEqual({ kind: 'allow' });
    expect(decideRoute('/talk', agreed)).toEqual({ kind: 'allow' });
    expect(decideRoute('/password/reset/abc', agreed)).toEqual({ kind: 'allow' });
  });

  it('sends a member without permission for a members-only area to /talk (core §2)', () => {
    const denied: SessionState = { status: 'member', agreedToTerms: true, routeAllowed: false };
    expect(decideRoute('/album', denied)).toEqual({ kind: 'redirect', to: '/talk' });
    // /admin is public by the spec's word rule, but not to a member who is no system administrator.
    expect(decideRoute('/admin/users', denied)).toEqual({ kind: 'redirect', to: '/talk' });
    expect(decideRoute('/admin/news', denied)).toEqual({ kind: 'redirect', to: '/talk' });
    expect(decideRoute('/admin/news', agreed)).toEqual({ kind: 'allow' });
    expect(decideRoute('/login/email', denied)).toEqual({ kind: 'redirect', to: '/talk' });
    expect(decideRoute('/password/reset/abc', denied)).toEqual({ kind: 'allow' });
    expect(decideRoute('/talk/12', denied)).toEqual({ kind: 'allow' });
    expect(decideRoute('/logout', denied)).toEqual({ kind: 'allow' });
    expect(decideRoute('/login/rules', denied)).toEqual({ kind: 'allow' });
    expect(decideRoute('/talkative', denied)).toEqual({ kind: 'redirect', to: '/talk' });
  });

  it('sends a member without permission for schedule templates to /genbamaster (core §2)', () => {
    const denied: SessionState = { status: 'member', agreedToTerms: true, routeAllowed: false };
    expect(decideRoute('/genbamaster/template', denied)).toEqual({ kind: 'redirect', to: '/genbamaster' });
    expect(decideRoute('/genbamaster/template/3', denied)).toEqual({ kind: 'redirect', to: '/genbamaster' });
    expect(decideRoute('/genbamastersetting/process-template', denied)).toEqual({
      kind: 'redirect',
      to: '/genbamaster',
    });
    expect(decideRoute('/genbamastersetting/holiday', denied)).toEqual({ kind: 'redirect', to: '/talk' });
    // The site master itself refused: home, so the two redirects end.
    expect(decideRoute('/genbamaster', denied)).toEqual({ kind: 'redirect', to: '/talk' });
    expect(decideRoute('/genbamaster/template', agreed)).toEqual({ kind: 'allow' });
  });

  it('leaves an expired session to the 認証が切れました dialog', () => {
    expect(decideRoute('/talk', { status: 'expired' })).toEqual({ kind: 'allow' });
  });
});

describe('isMembersOnlyRoute', () => {
  it('is false for public routes, true for member routes and the administrators’ screens', () => {
    expect(['/login', '/login/qrcode', '/invitation_user/x', '/news/admin'].map(isMembersOnlyRoute)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['/talk', '/admin', '/admin/users', '/admin/news/'].map(isMembersOnlyRoute)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
