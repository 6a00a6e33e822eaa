import { watchWrites } from './writeGenerations.ts';

/**
 * The tables an album total depends on: the photos (hidden or not, their
 * names, dates and folders), their tags, and who works on which project
 * (accessibleProjectFilter).
 */
export const albumWrites = watchWrites(/\b(album_photos|album_photo_tags|project_members)\b/i);

export const albumWriteGeneration = albumWrites.generation;
