import { defineEndpoints } from './define.ts';

export const contactPersonEndpoints = defineEndpoints({});
