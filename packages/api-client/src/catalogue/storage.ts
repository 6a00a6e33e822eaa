import { defineEndpoints } from './define.ts';

export const storageEndpoints = defineEndpoints({});
