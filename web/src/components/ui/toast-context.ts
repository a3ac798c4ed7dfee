// One toast helper (STYLE §6): React code calls useToast(), plain modules call showToast().
import { useSyncExternalStore } from 'react';

/** CONST-06: a toast stays 5 s unless told otherwise. */
export const TOAST_DURATION_MS = 5000;
/** CONST-06: pixels a toast must be swiped before it is dismissed. */
export const TOAST_SWIPE_THRESHOLD = 50;

const MAX_VISIBLE = 3;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to 5 s. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

export interface ToastApi {
  /** The new toast's id, or null when the toast was suppressed (ERR-07). */
  toast: (options: ToastOptions) => number | null;
  dismiss: (id: number) => void;
}

const SUBMITTED_OR_CONTACT =
  /(information|details|request)[^.]*\bhas been submitted|\bteam will (contact|get in touch with|be in touch with) you shortly/i;

/** ERR-07: a "submitted" or "we will contact you" success toast shows only in the default style. */
export function isSuppressedToast(options: ToastOptions): boolean {
  const variant = options.variant ?? 'default';
  if (variant === 'default') return false;
  const isSuccess = variant === 'success' || /success/i.test(options.title);
  if (!isSuccess) return false;
  return SUBMITTED_OR_CONTACT.test(`${options.title} ${options.description ?? ''}`);
}

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function showToast(options: ToastOptions): number | null {
  if (isSuppressedToast(options)) return null;
  const item: ToastItem = {
    id: nextId++,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
  };
  emit([...items, item].slice(-MAX_VISIBLE));
  return item.id;
}

export function dismissToast(id: number): void {
  if (items.some((item) => item.id === id)) emit(items.filter((item) => item.id !== id));
}

/** Tests only: forget every toast. */
export function resetToasts(): void {
  emit([]);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): readonly ToastItem[] {
  return items;
}

export function useToastItems(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const api: ToastApi = { toast: showToast, dismiss: dismissToast };

export function useToast(): ToastApi {
  return api;
}
