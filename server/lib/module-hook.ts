/**
 * A call against the server modules' order (server/modules/README.md): an earlier module needs an answer
 * only a later one has, and may not import it. The earlier module's face (index.ts) offers the hook; the
 * later module's face registers its answer when it loads, and server/app.ts loads every face before it
 * builds the app.
 */
export interface ModuleHook<T> {
  /** The later module's answer (registered again when its face loads again: the last one counts). */
  register(answer: T): void;
  /** The registered answer; throws when none is (the answering module's face was never loaded). */
  get(): T;
}

/** A hook for `what` (named in the error when nothing answers it). */
export function moduleHook<T>(what: string): ModuleHook<T> {
  let answer: T | undefined;
  return {
    register: (given) => {
      answer = given;
    },
    get: () => {
      if (answer === undefined)
        throw new Error(`Nothing answers ${what}: its module's face (index.ts) was not loaded.`);
      return answer;
    },
  };
}
