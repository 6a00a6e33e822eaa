import { type Adapters, createAdapters } from '../../adapters/index.ts';
import type { AppDeps } from '../../http/env.ts';

const chosen = new WeakMap<AppDeps, Adapters>();

/**
 * The adapters of one app instance. createApp does not build them yet, so
 * they are chosen from the environment on the first external call of the
 * instance (the server's DATA_DIR holds the local fax outbox) and kept for
 * its lifetime. Should AppDeps gain an `adapters` field, that one wins, and a
 * test can inject its own with useAdapters.
 */
export const adaptersOf = (deps: AppDeps): Adapters => {
  const own = (deps as AppDeps & { adapters?: Adapters }).adapters;
  if (own) return own;
  let adapters = chosen.get(deps);
  if (!adapters) {
    adapters = createAdapters(process.env, deps.config.dataDir);
    chosen.set(deps, adapters);
  }
  return adapters;
};

/** Replaces the adapters of an app instance (tests that stand in for a provider). */
export const useAdapters = (deps: AppDeps, adapters: Adapters): void => {
  chosen.set(deps, adapters);
};
