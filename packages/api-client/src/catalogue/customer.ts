import { defineEndpoints } from './define.ts';

export const customerEndpoints = defineEndpoints({});
