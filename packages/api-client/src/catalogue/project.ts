import { defineEndpoints } from './define.ts';

export const projectEndpoints = defineEndpoints({});
