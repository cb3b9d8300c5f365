import type { ComponentProps } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (a hint, a prefix such as "Erreur :"); every native prop passes through. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden} />;
}
