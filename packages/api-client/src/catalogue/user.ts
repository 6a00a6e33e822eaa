import { defineEndpoints } from './define.ts';

export const userEndpoints = defineEndpoints({});
