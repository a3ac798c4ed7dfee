// A conversation is unread when its latest message is newer than the one last seen here.
import { useCallback, useSyncExternalStore } from 'react';

export const SEEN_STORAGE_KEY = 'adminSupportSeen';
/** Enough for months of support traffic; the oldest entries go first. */
const MAX_ENTRIES = 1000;

type SeenMap = Record<string, string>;

const listeners = new Set<() => void>();
let cache: SeenMap | null = null;

function read(): SeenMap {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_STORAGE_KEY) ?? '{}');
    cache =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? Object.fromEntries(
            Object.entries(parsed as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
  } catch {
    cache = {};
  }
  return cache;
}

function write(next: SeenMap): void {
  cache = next;
  try {
    localStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the unread marks.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SEEN_STORAGE_KEY) return;
    cache = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tests only: forget the in-memory copy after localStorage was cleared. */
export function resetSeenConversations(): void {
  cache = null;
}

export function isUnread(seen: SeenMap, id: string, lastMessageAt: string): boolean {
  const at = seen[id];
  return at === undefined || Date.parse(at) < Date.parse(lastMessageAt);
}

export function useSeenConversations() {
  const seen = useSyncExternalStore(subscribe, read, read);
  const markSeen = useCallback((id: string, lastMessageAt: string) => {
    const current = read();
    const known = current[id];
    if (known !== undefined && Date.parse(known) >= Date.parse(lastMessageAt)) return;
    const entries = Object.entries({ ...current, [id]: lastMessageAt });
    const kept =
      entries.length > MAX_ENTRIES
        ? entries.sort((a, b) => Date.parse(b[1]) - Date.parse(a[1])).slice(0, MAX_ENTRIES)
        : entries;
    write(Object.fromEntries(kept));
  }, []);
  return { seen, markSeen };
}
