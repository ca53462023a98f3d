import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** What a screen says when it has nothing to show yet, instead of invented content. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      {children}
    </div>
  );
}
