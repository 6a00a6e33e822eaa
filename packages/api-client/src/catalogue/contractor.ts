import { defineEndpoints } from './define.ts';

export const contractorEndpoints = defineEndpoints({});
