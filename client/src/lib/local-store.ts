/** localStorage that never throws (private mode, quota) and validates what it reads back. */
export const localStore = {
  read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    try {
      const raw = window.localStorage.getItem(key);
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage unavailable: the server copy is the one that matters
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};
