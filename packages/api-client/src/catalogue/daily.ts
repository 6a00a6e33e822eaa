import { defineEndpoints } from './define.ts';

export const dailyEndpoints = defineEndpoints({});
