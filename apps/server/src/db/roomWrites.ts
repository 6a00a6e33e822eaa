import { watchWrites } from './writeGenerations.ts';

/**
 * The tables a talk room's row depends on: chat_rooms itself, and the projects and companies whose
 * deletion cascades to it (their statements never name chat_rooms).
 */
export const roomWrites = watchWrites(/\b(chat_rooms|projects|companies)\b/i);

export const roomWriteGeneration = roomWrites.generation;
