/**
 * Whether the tab holds an earlier page of this site to go back to. The data router numbers
 * the history entries it makes (`idx`); an address opened directly is entry 0.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}
