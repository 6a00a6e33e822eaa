import { describe, expect, it } from 'vitest';
import { isPublicRoute } from './publicRoute.ts';

describe('isPublicRoute', () => {
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
    '/admin/news',
    '/account-change/token',
    '/callback-3ds',
  ])('%s needs no login', (p) => expect(isPublicRoute(p)).toBe(true));
  it.each(['/', '/talk', '/album', '/logout', '/setting/company', '/contract', '/news/1/detail', '/Login'])(
    '%s needs login',
    (p) => expect(isPublicRoute(p)).toBe(false),
  );
});
