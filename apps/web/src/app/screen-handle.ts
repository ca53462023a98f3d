import { useMatches } from 'react-router';

/** Navigation bar sections of SPEC §2; a screen belongs to at most one. */
export type NavSection = 'search' | 'profile' | 'help' | 'home';

/** Static facts about a route that the shell needs before the screen's own code loads. */
export type ScreenHandle = { title: string; section?: NavSection };

export const SITE_NAME = 'Пересадка';

export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} — ${SITE_NAME}`;
}

/** The handle of the deepest matched route that has one. */
export function useScreenHandle(): ScreenHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as ScreenHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
