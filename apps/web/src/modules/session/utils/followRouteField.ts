import type { DataRouter } from 'react-router';
import { fieldIdFromLocation, type OperationContext } from '../state/operationContext.ts';

/**
 * Keeps X-Operation-Field on the project of the route the member is on. The
 * root loader sets it before a navigation's own calls; this catches changes
 * that run no loader (search-param updates within a page).
 */
export const followRouteField = (router: DataRouter, operation: OperationContext) =>
  router.subscribe((state) => {
    if (operation.get().memberId === null) return;
    const { pathname, search } = state.location;
    operation.set({ fieldId: fieldIdFromLocation(pathname, search) });
  });
