import { defineEndpoints } from './define.ts';

export const bbsEndpoints = defineEndpoints({});
