import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// A tiny store outside React, so code that is not a component (mutation callbacks) can toast.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast. Spec: one toast at a time, so a new one replaces whatever is showing.
 * A closed toast stays in the list (Radix renders nothing for it) until the next one comes.
 */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  publish([{ variant: 'default', ...input, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number): void {
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
