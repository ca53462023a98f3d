import type { ReactNode } from 'react';
import styles from './Page.module.css';

/** The content column every screen sits in, headed by the screen's own h1. */
export function Page({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading">{heading}</h1>
      {children}
    </section>
  );
}
