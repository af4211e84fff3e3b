import { useSyncExternalStore } from 'react';

/**
 * A tiny toast store: at most one toast at a time; a dismissed toast is removed from
 * the store only after 1,000,000 ms, so its exit animation never cuts short.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast (Undo); `altText` says how to do the same without the toast (screen readers). */
  action?: ToastAction;
  open: boolean;
}

export interface ToastAction {
  label: string;
  altText: string;
  onClick: () => void;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(t: Omit<ToastItem, 'id' | 'open'>): number {
  const id = nextId++;
  toasts = [{ ...t, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const NO_TOASTS: typeof toasts = [];
/** A server-rendered page has no toasts yet. */
export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
