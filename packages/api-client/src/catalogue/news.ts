import { defineEndpoints } from './define.ts';

export const newsEndpoints = defineEndpoints({});
