import type { Db } from './client.ts';
import type { IdentityGeneration } from './identityWrites.ts';

/** The tables a case-list total depends on: its rows, its participants, and the customers its keyword searches. */
const PROJECT_TABLE = /\b(projects|project_members|customers)\b/i;
const READ_ONLY = /^\s*select\b/i;

/** Whether a statement may change a case-list total (coarse on purpose, as writesIdentity is). */
export const writesProjects = (statement: string): boolean =>
  !READ_ONLY.test(statement) && PROJECT_TABLE.test(statement);

const generations = new WeakMap<Db, IdentityGeneration>();

/** Counts, from the drizzle logger, every statement that may change a case-list total. */
export const projectWriteCounter = (): {
  generation: IdentityGeneration;
  logQuery: (query: string) => void;
} => {
  const generation: IdentityGeneration = { value: 0 };
  return {
    generation,
    logQuery: (query) => {
      if (writesProjects(query)) generation.value += 1;
    },
  };
};

export const trackProjectWrites = (db: Db, generation: IdentityGeneration): void => {
  generations.set(db, generation);
};

/** PGlite's counter (one writer, in this process); undefined on PostgreSQL, where other servers write. */
export const projectWriteGeneration = (db: Db): IdentityGeneration | undefined => generations.get(db);
