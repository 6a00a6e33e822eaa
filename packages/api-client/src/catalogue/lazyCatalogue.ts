import type { EndpointDef } from './define.ts';
import type { EndpointName, Endpoints } from './index.ts';
import type { EndpointFamily, FamilyOf } from './lazy.ts';

/**
 * The catalogue, one family file at a time. A browser app does not need the
 * schemas of every call before its first screen, nor the table that says which
 * file holds each call (lazy.ts, about 2 KB brotli and growing with every
 * feature): this module, which is in the first-load script, only knows how to
 * import each family file. A family is loaded
 * - when a page declares it for its first calls (`preloadFamily`, from
 *   pages.ts through boot.ts and the router), so /talk's first screen never
 *   waits for the table, or
 * - at the first call of a name no loaded family holds: the table is imported
 *   then (once), and through it the family.
 * Every loaded family adds all its entries to `known`, so later calls resolve
 * without the table. The server, MSW and tests keep the whole `endpoints`.
 */
const FAMILY_LOADERS = {
  account: () => import('./account.ts').then((m) => m.accountEndpoints),
  adminUser: () => import('./adminUser.ts').then((m) => m.adminUserEndpoints),
  album: () => import('./album.ts').then((m) => m.albumEndpoints),
  attendance: () => import('./attendance.ts').then((m) => m.attendanceEndpoints),
  bbs: () => import('./bbs.ts').then((m) => m.bbsEndpoints),
  companySetting: () => import('./companySetting.ts').then((m) => m.companySettingEndpoints),
  contactPerson: () => import('./contactPerson.ts').then((m) => m.contactPersonEndpoints),
  contract: () => import('./contract.ts').then((m) => m.contractEndpoints),
  contractor: () => import('./contractor.ts').then((m) => m.contractorEndpoints),
  customer: () => import('./customer.ts').then((m) => m.customerEndpoints),
  daily: () => import('./daily.ts').then((m) => m.dailyEndpoints),
  external: () => import('./external.ts').then((m) => m.externalEndpoints),
  folder: () => import('./folder.ts').then((m) => m.folderEndpoints),
  invitation: () => import('./invitation.ts').then((m) => m.invitationEndpoints),
  member: () => import('./member.ts').then((m) => m.memberEndpoints),
  memberRepresent: () => import('./memberRepresent.ts').then((m) => m.memberRepresentEndpoints),
  mention: () => import('./mention.ts').then((m) => m.mentionEndpoints),
  monitoring: () => import('./monitoring.ts').then((m) => m.monitoringEndpoints),
  news: () => import('./news.ts').then((m) => m.newsEndpoints),
  project: () => import('./project.ts').then((m) => m.projectEndpoints),
  sales: () => import('./sales.ts').then((m) => m.salesEndpoints),
  schedule: () => import('./schedule.ts').then((m) => m.scheduleEndpoints),
  send: () => import('./send.ts').then((m) => m.sendEndpoints),
  storage: () => import('./storage.ts').then((m) => m.storageEndpoints),
  subcontractor: () => import('./subcontractor.ts').then((m) => m.subcontractorEndpoints),
  talk: () => import('./talk.ts').then((m) => m.talkEndpoints),
  user: () => import('./user.ts').then((m) => m.userEndpoints),
  // The one list of families: lazy.ts derives its types from it, and its table (FAMILY_OF) is
  // checked against what each loader resolves to.
} as const satisfies Record<string, () => Promise<Record<string, EndpointDef>>>;

export type FamilyLoaders = typeof FAMILY_LOADERS;

/** A call a page makes at once, with the family that declares it (the type checker checks the pair). */
export type EntryHint = { readonly [N in EndpointName]: readonly [N, FamilyOf<N>] }[EndpointName];

/**
 * A catalogue whose entries arrive on demand. `load` resolves a call's entry
 * (importing its family file at first use, then from memory);
 * `C` types the calls without importing a schema.
 */
export type LazyCatalogue<C extends Record<string, EndpointDef>> = {
  readonly lazy: true;
  readonly load: (name: string) => Promise<EndpointDef | undefined>;
  /** Starts loading one family file, without the table of names. */
  readonly preloadFamily: (family: EndpointFamily) => Promise<void>;
  /** Loads the table of names ahead of need (an app does it once idle, so a later first call waits for its family only). */
  readonly preloadTable: () => Promise<void>;
  /** Type only, never set: the catalogue whose calls a client over this one types. */
  readonly catalogue?: C;
};

export const isLazyCatalogue = <C extends Record<string, EndpointDef>>(
  value: C | LazyCatalogue<C>,
): value is LazyCatalogue<C> => (value as { lazy?: unknown }).lazy === true;

/** Entries of the families loaded so far (a Map: an inherited name such as `toString` is never found). */
const known = new Map<string, EndpointDef>();
const loading = new Map<EndpointFamily, Promise<void>>();

const preloadFamily = (family: EndpointFamily): Promise<void> => {
  const pending = loading.get(family);
  if (pending) return pending;
  const load = FAMILY_LOADERS[family]().then((entries: Record<string, EndpointDef>) => {
    for (const [name, entry] of Object.entries(entries)) known.set(name, entry);
  });
  // A failed import is forgotten, so the next call tries again (the caller reports the failure).
  load.catch(() => loading.delete(family));
  loading.set(family, load);
  return load;
};

/** The whole catalogue, loaded one family file at a time. */
export const lazyEndpoints: LazyCatalogue<Endpoints> = {
  lazy: true,
  preloadFamily,
  preloadTable: () => import('./lazy.ts').then(() => undefined),
  load: async (name) => {
    const hit = known.get(name);
    if (hit) return hit;
    // A family already on its way (declared by the page) may hold the name: wait for it before the table.
    if (loading.size > 0) {
      await Promise.allSettled(loading.values());
      const loaded = known.get(name);
      if (loaded) return loaded;
    }
    const { familyOf } = await import('./lazy.ts');
    const family = familyOf(name);
    if (!family) return undefined;
    await preloadFamily(family);
    return known.get(name);
  },
};
