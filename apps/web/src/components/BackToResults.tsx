import { Link, useLocation, useNavigate } from 'react-router';

/** The router state of a page opened from the results: Back there restores their view. */
export const FROM_RESULTS = { fromResults: true } as const;

const cameFromResults = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'fromResults' in state;

/**
 * «← К результатам поиска»: the browser's Back when the results opened this page, so their
 * tab, order, filters and scroll come back as they were; otherwise the last search's results.
 */
export function BackToResults({ className }: { className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      to="/results"
      className={className}
      onClick={(event) => {
        if (!cameFromResults(location.state)) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      ← К результатам поиска
    </Link>
  );
}
