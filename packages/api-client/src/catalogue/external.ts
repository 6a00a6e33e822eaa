import { defineEndpoints } from './define.ts';

export const externalEndpoints = defineEndpoints({});
