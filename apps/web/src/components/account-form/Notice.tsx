import type { ReactNode } from 'react';
import styles from './AccountForm.module.css';

/** What an account form turns into once the server has accepted it. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      {children}
    </div>
  );
}
