import { defineEndpoints } from './define.ts';

export const talkEndpoints = defineEndpoints({});
