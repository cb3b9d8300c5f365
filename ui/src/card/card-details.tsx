import type { ComponentProps, ReactNode } from 'react';
import styles from './details.module.css';

export type CardDetail = {
  /** The term, e.g. "Durée". */
  label: string;
  /** Its value; items whose value is empty (`undefined`, `null`, `false`, `''`) are left out. */
  value: ReactNode;
};

export type CardDetailsProps = Omit<ComponentProps<'dl'>, 'children'> & { items: readonly CardDetail[] };

/** Terms and values of a card ("Durée : 2 ans") as a description list. Renders nothing when all are empty. */
export function CardDetails({ items, className, ...props }: CardDetailsProps) {
  const shown = items.filter(({ value }) => value !== undefined && value !== null && value !== false && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl {...props} className={className ? `${styles.details} ${className}` : styles.details}>
      {shown.map(({ label, value }, index) => (
        <div key={index} className={styles.detail}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
