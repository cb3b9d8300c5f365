import { Children, type ComponentProps, isValidElement } from 'react';
import styles from './card.module.css';

export type CardGridProps = ComponentProps<'ul'>;

/**
 * A responsive grid of cards: a list (announced with its number of items), each child in its own
 * `<li>`, as many columns as fit (at least about 18rem wide each), cards of a row stretched to the
 * same height. Renders nothing without children.
 */
export function CardGrid({ className, children, ...props }: CardGridProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  return (
    // Safari drops the list semantics of a list without bullets unless the role is explicit.
    <ul role="list" {...props} className={className ? `${styles.grid} ${className}` : styles.grid}>
      {items.map((item, index) => (
        <li key={isValidElement(item) && item.key !== null ? item.key : index} className={styles.gridItem}>
          {item}
        </li>
      ))}
    </ul>
  );
}
