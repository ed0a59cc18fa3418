import type { ReactNode } from 'react';
import styles from './profile.module.css';
import { headingId, type SectionId } from './use-profile-actions.js';

/** One section of the profile page: a heading the page can jump to, its actions, and its content. */
export function SectionCard({
  id,
  title,
  actions,
  children,
}: {
  id: SectionId;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={`profile-${id}`} className={styles.card} aria-labelledby={headingId(id)}>
      <div className={styles.cardHeader}>
        <h2 id={headingId(id)} className={styles.cardTitle} tabIndex={-1}>
          {title}
        </h2>
        {actions ? <div className={styles.cardActions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
