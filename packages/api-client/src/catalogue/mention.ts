import { defineEndpoints } from './define.ts';

export const mentionEndpoints = defineEndpoints({});
