import type { HttpHandler } from 'msw';
import type { Endpoints } from '../catalogue/index.ts';
import type { Catalogue } from '../client/types.ts';
import { createMocks, type MockOptions, type Mocks } from './createMocks.ts';

export { createMocks, type MockFixtures, type MockOptions, type Mocks } from './createMocks.ts';
export { checkErrorBody, defaultErrorBody } from './errors.ts';
export { compareSpecificity, toMswPath } from './path.ts';
export { checkResponse, FixtureDriftError, respond } from './respond.ts';
export { emptyLike, manyLike } from './shapes.ts';

/** One MSW handler per catalogue entry, answering its fixture (checked by its response schema). */
export const createHandlers = <C extends Catalogue = Endpoints>(
  options: MockOptions<C> = {},
): HttpHandler[] => createMocks(options).handlers();

/** State helpers over the whole catalogue and its fixtures: `mock.empty(name)`, `mock.error(name, 422)`… */
export const mock: Mocks = createMocks();

/** One handler with a custom resolver for one entry, for a single story or test. */
export const override = mock.override;
