import { defineEndpoints } from './define.ts';

export const salesEndpoints = defineEndpoints({});
