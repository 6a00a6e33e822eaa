import type { EntryHint } from '@genba/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  albumFilterOfUrl,
  albumFirstPageRequest,
  preloadAnsweredThumbnails,
} from '../modules/album/hooks/albumFirstPageRequest.ts';
import { PROJECT_LIST_REQUEST } from '../modules/talk/queries/projectListRequest.ts';
import type { WebApi } from './api.ts';
import type { FirstRequest } from './earlyPageRequest.ts';

export type PageModule = { Page: () => ReactNode };

export type PageRoute = {
  /** react-router path below the root (no leading slash); undefined for the index route. */
  readonly path?: string;
  readonly load: () => Promise<PageModule>;
  /** The page uses TanStack Query: its route loads and provides the query client. */
  readonly query?: boolean;
  /**
   * Catalogue calls the page makes at once, each with the family file that declares it (the type
   * checker checks the pair): the family loads beside the chunk, without the table of names.
   */
  readonly entries?: readonly EntryHint[];
  /**
   * Starts the page's first query into the cache as soon as the session check
   * has let the member in (sessionLoader), instead of once the page has mounted:
   * the call then runs beside the page's chunk rather than after it.
   */
  readonly prefetch?: (deps: { api: WebApi; queryClient: QueryClient; url: URL }) => Promise<void>;
  /**
   * The module `prefetch` imports: boot.ts fetches it beside the session check's chunks, so the
   * prefetch does not wait for it once the session check has answered.
   */
  readonly prefetchModule?: () => Promise<unknown>;
  /**
   * The page's first data call, which boot.ts sends itself as soon as the early session check has
   * let the member in (earlyPageRequest.ts), before the router and the page's chunks have arrived;
   * the client's identical call (`prefetch`, or the page's own) then takes its answer. `request`
   * must be the builder that call uses: earlyPageRequest.test fails when the two differ.
   */
  readonly firstRequest?: FirstRequest;
};

const projectListQueryModule = () => import('../modules/talk/queries/projectListQuery.ts');
const albumFirstPageModule = () => import('../modules/album/hooks/albumFirstPage.ts');

/**
 * Every page of the app, lazily. The router builds its routes from this
 * table, and boot.ts (which runs before React is even evaluated) uses it to
 * start fetching the chunk of the page the visitor opened.
 */
const SCHEDULE_ROUTES = [
  'board',
  'schedule-board',
  'genbamastersetting/process-template',
  'genbamastersetting/holiday',
  'genbamaster/template',
] as const;

const DAILY_ROUTES = [
  'daily',
  'daily/daily-create',
  'project-daily/create',
  'daily/allmembers/daily-confirm',
  'daily/proxy-regist',
  'attendance',
  'aggregate',
  'aggregate-old',
  // Not /daily/:id: fieldIdFromLocation reads /daily/<number> as a project (X-Operation-Field).
  'daily/detail/:id',
  'daily/edit/:id',
] as const;

const ORGANISATION_ROUTES = [
  'member/information',
  'setting/company',
  'setting/office',
  'setting/subcontractor',
  'setting/worker',
  'setting/occupations',
  'setting/company-team',
  'setting/daily-attendance',
  'setting/cooperation',
] as const;
const ACCOUNT_ROUTES = ['account', 'account-change/:token', 'accountdelete'] as const;
const NEWS_ROUTES = ['news', 'news/:id/detail', 'news/setting', 'news/setting-pc', 'admin/news'] as const;

export const PAGES: readonly PageRoute[] = [
  { load: () => import('../pages/IndexRedirect.tsx') },
  { path: 'login', load: () => import('../pages/login/LoginPage.tsx') },
  { path: 'login/email', load: () => import('../pages/login/LoginEmailPage.tsx'), query: true },
  { path: 'login/telnumber', load: () => import('../pages/login/LoginTelnumberPage.tsx') },
  { path: 'login/code', load: () => import('../pages/login/LoginCodePage.tsx'), query: true },
  { path: 'login/qrcode', load: () => import('../pages/login/LoginQrcodePage.tsx'), query: true },
  { path: 'login/forgotpass', load: () => import('../pages/login/LoginForgotPassPage.tsx') },
  { path: 'login/rules', load: () => import('../pages/login/LoginRulesPage.tsx'), query: true },
  { path: 'login/complete', load: () => import('../pages/login/LoginCompletePage.tsx') },
  { path: 'password/reset/:token', load: () => import('../pages/PasswordResetPage.tsx') },
  { path: 'logout', load: () => import('../pages/LogoutPage.tsx'), query: true },
  {
    path: 'talk',
    load: () => import('../pages/talk/TalkPage.tsx'),
    query: true,
    entries: [['getProjectList', 'talk']],
    prefetchModule: projectListQueryModule,
    firstRequest: { call: 'getProjectList', request: () => PROJECT_LIST_REQUEST },
    prefetch: async ({ api, queryClient }) => {
      const { projectListQuery } = await projectListQueryModule();
      await queryClient.prefetchQuery(projectListQuery(api.client));
    },
  },
  {
    path: 'album',
    load: () => import('../pages/album/AlbumPage.tsx'),
    query: true,
    entries: [
      ['getCommonAlbumAllData', 'album'],
      ['getInitAlbumData', 'album'],
    ],
    // The first thumbnails wait for the first page (issue 12): it starts beside the chunk.
    prefetchModule: albumFirstPageModule,
    firstRequest: {
      call: 'getCommonAlbumAllData',
      request: ({ companyId, url }) => albumFirstPageRequest(companyId, albumFilterOfUrl(url)),
      // The first thumbnails as soon as the first page answers, before the client has parsed it.
      onAnswer: preloadAnsweredThumbnails,
    },
    prefetch: async ({ api, url }) => {
      const { companyId } = api.operation.get();
      if (companyId === null) return;
      const { prefetchAlbumFirstPage } = await albumFirstPageModule();
      prefetchAlbumFirstPage(api.client, companyId, albumFilterOfUrl(url));
    },
  },
  // One chunk for the daily family's routes: one loader in the entry instead of six (the /login
  // first-load budget counts every route's loader).
  ...DAILY_ROUTES.map(
    (path): PageRoute => ({
      path,
      load: () => import('../pages/daily/routes.ts').then((m) => ({ Page: m.DAILY_PAGES[path] })),
      query: true,
    }),
  ),
  // One chunk for member management and the company's settings: one loader in the entry, not three.
  ...ORGANISATION_ROUTES.map(
    (path): PageRoute => ({
      path,
      load: () => import('../pages/member/routes.ts').then((m) => ({ Page: m.ORGANISATION_PAGES[path] })),
      query: true,
    }),
  ),
  // The user's own account, its e-mail change link and its deletion: one chunk, one loader (/login's budget).
  ...ACCOUNT_ROUTES.map(
    (path): PageRoute => ({
      path,
      load: () => import('../pages/account/routes.ts').then((m) => ({ Page: m.ACCOUNT_PAGES[path] })),
      query: true,
    }),
  ),
  {
    path: 'invitation_user/:encoded',
    load: () => import('../pages/invitation/InvitationUserPage.tsx'),
    query: true,
  },
  { path: 'case', load: () => import('../pages/project/CasePage.tsx'), query: true },
  { path: 'case/new', load: () => import('../pages/project/ProjectFormPage.tsx'), query: true },
  { path: 'case/:id/edit', load: () => import('../pages/project/ProjectFormPage.tsx'), query: true },
  { path: 'customer', load: () => import('../pages/project/CustomerPage.tsx'), query: true },
  { path: 'building', load: () => import('../pages/project/BuildingPage.tsx'), query: true },
  ...(['genbamastersetting/tag-group', 'genbamastersetting/folder', 'setting/album-download'] as const).map(
    (path): PageRoute => ({
      path,
      load: () =>
        import('../pages/album/settingsRoutes.ts').then((m) => ({ Page: m.ALBUM_SETTINGS_PAGES[path] })),
      query: true,
    }),
  ),
  {
    path: 'genbamastersetting/completion',
    load: () => import('../pages/project/CompletionSettingsPage.tsx'),
    query: true,
  },
  // /board and /schedule-board (talk §2) and the process-template settings (core §2) share one chunk; the board's
  // data loads with it (no prefetch: /login's budget).
  ...SCHEDULE_ROUTES.map(
    (path): PageRoute => ({
      path,
      load: () => import('../pages/schedule/routes.ts').then((m) => ({ Page: m.SCHEDULE_PAGES[path] })),
      query: true,
    }),
  ),
  {
    path: 'talk/field/:projectId',
    load: () => import('../pages/talk/TalkRoomPage.tsx'),
    query: true,
  },
  {
    path: 'talk/field/:projectId/:tab',
    load: () => import('../pages/talk/TalkRoomPage.tsx'),
    query: true,
  },
  {
    path: 'talk/member/:memberId',
    load: () => import('../pages/talk/TalkRoomPage.tsx').then((m) => ({ Page: m.MemberPage })),
    query: true,
  },
  {
    path: 'talk/group/:roomId',
    load: () => import('../pages/talk/TalkRoomPage.tsx').then((m) => ({ Page: m.GroupPage })),
    query: true,
  },
  // One chunk for news, its detail and settings, and /admin/news (one loader: /login's budget).
  ...NEWS_ROUTES.map(
    (path): PageRoute => ({
      path,
      load: () => import('../pages/news/routes.ts').then((m) => ({ Page: m.NEWS_PAGES[path] })),
      query: true,
    }),
  ),
  { path: 'admin/users', load: () => import('../pages/admin/AdminUsersPage.tsx'), query: true },
  { path: '*', load: () => import('../pages/NotFoundPage.tsx') },
];

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The page a pathname opens, matched as react-router does for these flat paths (`:param` is one segment, `*` the rest). */
export const pageFor = (pathname: string): PageRoute | undefined => {
  const segments = pathname.split('/').filter(Boolean);
  return PAGES.find(({ path }) => {
    if (path === undefined) return segments.length === 0;
    if (path === '*') return true;
    const parts = path.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === decodeSegment(segments[i] ?? ''))
    );
  });
};
