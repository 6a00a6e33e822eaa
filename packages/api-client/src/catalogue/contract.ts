import { defineEndpoints } from './define.ts';

export const contractEndpoints = defineEndpoints({});
