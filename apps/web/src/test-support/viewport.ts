/**
 * jsdom has no `matchMedia`; the layout hook asks it whether the screen is a phone's. Tests
 * answer for the width they mean: the desktop layout unless told otherwise.
 */
export function setPhoneWidth(phone: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
