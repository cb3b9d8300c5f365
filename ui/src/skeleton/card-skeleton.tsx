import type { ComponentProps } from 'react';
import { Skeleton } from './skeleton';
import styles from './skeleton.module.css';

export type CardSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Lines of text under the title. Default 3. */
  lines?: number;
  /** Shows the image block. Default `true`. */
  withImage?: boolean;
};

/** The shape of a card while it loads: an image block, a title and lines of text. Decorative. */
export function CardSkeleton({ lines = 3, withImage = true, className, ...props }: CardSkeletonProps) {
  return (
    <div {...props} aria-hidden="true" className={className ? `${styles.card} ${className}` : styles.card}>
      {withImage ? <Skeleton variant="rect" className={styles.cardImage} /> : null}
      <div className={styles.cardBody}>
        <Skeleton width="75%" height="1.5rem" />
        <Skeleton lines={lines} />
      </div>
    </div>
  );
}
