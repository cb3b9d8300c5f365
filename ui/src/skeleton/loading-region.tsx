import type { ComponentProps } from 'react';
import styles from './skeleton.module.css';
import { VisuallyHidden } from '../visually-hidden';

export type LoadingRegionProps = ComponentProps<'div'> & {
  /** What screen readers hear, once, instead of the skeletons. Default "Chargement…". */
  label?: string;
};

/**
 * Wraps loading placeholders: a `role="status"` region whose only accessible text is a visually
 * hidden label; its children (skeletons) are hidden from assistive technologies. Replace it by the
 * content once loaded.
 */
export function LoadingRegion({ label = 'Chargement…', className, children, ...props }: LoadingRegionProps) {
  return (
    <div {...props} role="status" className={className ? `${styles.region} ${className}` : styles.region}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
