/**
 * A schema built the first time something reads it, not when its module is evaluated.
 *
 * Zod builds a schema object (its internals, checks and members) for every `z.object(…)` a
 * module declares. A catalogue family file imports all the schemas of its family, so the
 * browser built hundreds of them before its first call could go out: on /talk, evaluating
 * the user and talk families was the larger part of the task that preceded the session
 * check (issue 7). Each exported `Z…` schema of this folder is declared through this
 * function: it stands for the schema (same type, same behaviour: reads, calls, `instanceof`
 * and `in` reach the built schema) and builds it at the first use, so a page builds only
 * what it parses.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported as configurable: the (empty) proxy target does not hold the built schema's own
    // non-configurable properties, and a proxy may not claim those for a property its target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
};
