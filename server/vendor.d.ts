// Types for the one untyped dependency: fs-native-extensions (the data directory's lock).
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on an open file; false when another open file description holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
  const fsx: { tryLock: typeof tryLock; unlock: typeof unlock };
  export default fsx;
}
