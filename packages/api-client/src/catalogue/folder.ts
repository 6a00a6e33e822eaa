import { defineEndpoints } from './define.ts';

export const folderEndpoints = defineEndpoints({});
