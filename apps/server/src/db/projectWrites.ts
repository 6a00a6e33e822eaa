import { watchWrites } from './writeGenerations.ts';

/** The tables a case-list total depends on: its rows, its participants, and the customers its keyword searches. */
export const projectWrites = watchWrites(/\b(projects|project_members|customers)\b/i);

/** Whether a statement may change a case-list total. */
export const writesProjects = projectWrites.writes;

export const projectWriteGeneration = projectWrites.generation;
