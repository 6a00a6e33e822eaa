import { defineEndpoints } from './define.ts';

export const albumEndpoints = defineEndpoints({});
