import { createContext } from 'react';

/**
 * True inside a frame that already draws the member layout (the /talk
 * project room's tabs render other features' pages): a page's own
 * MemberLayout then renders its content only, so one page works both
 * standalone and embedded without knowing which.
 */
export const EmbeddedInFrame = createContext(false);
