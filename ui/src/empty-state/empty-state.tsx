import type { ComponentProps, ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateHeadingLevel = 2 | 3 | 4 | 5 | 6;

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** What is empty, e.g. "Aucune offre d’emploi ne correspond à votre recherche." Required. */
  title: ReactNode;
  /** Level of the title's heading. Default 2. */
  headingLevel?: EmptyStateHeadingLevel;
  /** Decorative picture (an `<svg>` or `<img alt="">`), hidden from assistive technologies. */
  illustration?: ReactNode;
  /** What the user can do next, e.g. a `Button` or `Link`. */
  action?: ReactNode;
  /** Description under the title, e.g. advice to widen the search. */
  children?: ReactNode;
};

/** The message shown in place of an empty list or search result. Server-component friendly. */
export function EmptyState({ title, headingLevel = 2, illustration, action, className, children, ...props }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={className ? `${styles.emptyState} ${className}` : styles.emptyState}>
      {illustration ? (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.description}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
