import { Children, type ComponentProps, type HTMLAttributes, type ReactNode, isValidElement } from 'react';
import type { LinkComponent } from '../link';
import styles from './tag.module.css';

export type TagVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

export type TagProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  children: ReactNode;
  /** Colour family. Default `neutral`. */
  variant?: TagVariant;
  /** Makes the tag a link (e.g. to the list filtered by this category). */
  href?: string;
  /** The component that renders the link. Default `'a'`. */
  linkAs?: LinkComponent;
};

/** A small label, `<span>` by default, a link with `href`. Every native prop passes through. */
export function Tag({ variant = 'neutral', href, linkAs: As = 'a', className, ...props }: TagProps) {
  const classes = className ? `${styles.tag} ${className}` : styles.tag;
  if (href !== undefined) return <As {...props} href={href} data-variant={variant} className={classes} />;
  return <span {...props} data-variant={variant} className={classes} />;
}

export type TagListProps = Omit<ComponentProps<'ul'>, 'aria-label'> & {
  /** Accessible name of the list. Default "Étiquettes". */
  label?: string;
};

/** Several tags in a named list, each in its own `<li>`. Renders nothing without children. */
export function TagList({ label = 'Étiquettes', className, children, ...props }: TagListProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  return (
    // Safari drops the list semantics of a list without bullets unless the role is explicit.
    <ul role="list" {...props} aria-label={label} className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item, index) => (
        <li key={isValidElement(item) && item.key !== null ? item.key : index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
