import { defineEndpoints } from './define.ts';

export const subcontractorEndpoints = defineEndpoints({});
