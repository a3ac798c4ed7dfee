import { useCallback, useEffect, useState } from 'react';

/** NAV-08: where each sidebar section's open state is remembered. */
export const SECTION_STATE_KEY = 'sidebar-sections';

type SectionState = Record<string, boolean>;

function readSectionState(): SectionState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SECTION_STATE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, open]) => typeof open === 'boolean')) as SectionState;
  } catch {
    return {};
  }
}

/** Remembered across visits (NAV-08); the route's section opens whenever the route moves into it (NAV-07). */
export function useSectionState(activeSectionId: string | undefined) {
  const [state, setState] = useState<SectionState>(() => {
    const stored = readSectionState();
    return activeSectionId ? { ...stored, [activeSectionId]: true } : stored;
  });
  const [openedFor, setOpenedFor] = useState(activeSectionId);

  // Adjusting state while rendering (not in an effect) avoids a frame with the section still closed.
  if (openedFor !== activeSectionId) {
    setOpenedFor(activeSectionId);
    if (activeSectionId && !state[activeSectionId]) setState({ ...state, [activeSectionId]: true });
  }

  useEffect(() => {
    localStorage.setItem(SECTION_STATE_KEY, JSON.stringify(state));
  }, [state]);

  const setSectionOpen = useCallback((id: string, open: boolean) => {
    setState((current) => ({ ...current, [id]: open }));
  }, []);

  return { isOpen: (id: string) => state[id] === true, setSectionOpen };
}
