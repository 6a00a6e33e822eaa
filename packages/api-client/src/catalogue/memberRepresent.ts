import { defineEndpoints } from './define.ts';

export const memberRepresentEndpoints = defineEndpoints({});
