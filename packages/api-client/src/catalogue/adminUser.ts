import { defineEndpoints } from './define.ts';

export const adminUserEndpoints = defineEndpoints({});
