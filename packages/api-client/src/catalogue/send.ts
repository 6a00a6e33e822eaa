import { defineEndpoints } from './define.ts';

export const sendEndpoints = defineEndpoints({});
