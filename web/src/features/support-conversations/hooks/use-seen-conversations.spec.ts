import { act, renderHook } from '@testing-library/react';

import { isUnread, resetSeenConversations, SEEN_STORAGE_KEY, useSeenConversations } from './use-seen-conversations';

beforeEach(() => {
  localStorage.clear();
  resetSeenConversations();
});

describe('useSeenConversations', () => {
  it('counts a conversation unread until its latest message was seen, and again when a newer one comes', () => {
    const { result } = renderHook(() => useSeenConversations());
    expect(isUnread(result.current.seen, 'c-1', '2026-03-01T09:00:00.000Z')).toBe(true);
    act(() => result.current.markSeen('c-1', '2026-03-01T09:00:00.000Z'));
    expect(isUnread(result.current.seen, 'c-1', '2026-03-01T09:00:00.000Z')).toBe(false);
    expect(isUnread(result.current.seen, 'c-1', '2026-03-01T09:05:00.000Z')).toBe(true);
    // An older answer (a slow poll) never moves the mark back.
    act(() => result.current.markSeen('c-1', '2026-03-01T08:00:00.000Z'));
    expect(JSON.parse(localStorage.getItem(SEEN_STORAGE_KEY) ?? '{}')).toEqual({ 'c-1': '2026-03-01T09:00:00.000Z' });
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(SEEN_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useSeenConversations());
    expect(result.current.seen).toEqual({});
    act(() => result.current.markSeen('c-2', '2026-03-01T09:00:00.000Z'));
    expect(result.current.seen).toEqual({ 'c-2': '2026-03-01T09:00:00.000Z' });
  });
});
