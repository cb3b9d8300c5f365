import type { ComponentProps } from 'react';
import styles from './skeleton.module.css';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export type SkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** `text` (default): lines of text; `rect`: a block such as an image; `circle`: an avatar. */
  variant?: SkeletonVariant;
  /** CSS width (a number is in pixels). Default: the whole width; 3rem for a circle. */
  width?: string | number;
  /** CSS height (a number is in pixels). Default: one line of text; 8rem for a rect; the width for a circle. */
  height?: string | number;
  /** Number of lines of a `text` skeleton, the last one shorter. Default 1. */
  lines?: number;
};

/**
 * A grey placeholder with a shimmer, shown while content loads. Decorative (`aria-hidden`): wrap
 * skeletons in a `LoadingRegion` so screen readers hear "Chargement…" once. The shimmer stops
 * under `prefers-reduced-motion: reduce`.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className, style, ...props }: SkeletonProps) {
  if (!Number.isInteger(lines) || lines < 1) {
    throw new Error(`Skeleton: "lines" must be an integer greater than 0 (received ${String(lines)}).`);
  }
  const classes = className ? `${styles.skeleton} ${className}` : styles.skeleton;
  if (variant === 'text') {
    return (
      <div {...props} aria-hidden="true" data-variant={variant} className={classes} style={{ width, ...style }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={styles.line}
            data-last={lines > 1 && index === lines - 1 ? '' : undefined}
            style={{ height }}
          />
        ))}
      </div>
    );
  }
  return (
    <div
      {...props}
      aria-hidden="true"
      data-variant={variant}
      className={`${classes} ${styles.block}`}
      style={{ width, height, ...style }}
    />
  );
}
