import type { Adapters } from '../../adapters/index.ts';
import type { AppDeps } from '../../http/env.ts';

/** The adapters of one app instance, chosen by createApp at start-up. */
export const adaptersOf = (deps: AppDeps): Adapters => deps.adapters;

/** Replaces the adapters of an app instance (tests that stand in for a provider). */
export const useAdapters = (deps: AppDeps, adapters: Adapters): void => {
  deps.adapters = adapters;
};
