import type { ComponentProps } from 'react';
import type { LinkComponent } from '../link';
import styles from './breadcrumbs.module.css';

export type BreadcrumbItem = {
  label: string;
  /** Where the item leads; ignored on the last item, which is the current page. */
  href?: string;
};

export type BreadcrumbsProps = Omit<ComponentProps<'nav'>, 'children' | 'aria-label'> & {
  /** From the home page to the current page (last). At least one item. */
  items: readonly BreadcrumbItem[];
  /** The component that renders the links. Default `'a'`. */
  linkAs?: LinkComponent;
  /** Name of the navigation landmark. Default "Fil d’Ariane". */
  label?: string;
};

function fail(message: string, received: unknown): never {
  throw new Error(`Breadcrumbs: ${message} (received ${JSON.stringify(received) ?? String(received)}).`);
}

/**
 * Where the page sits in the site: a `<nav>` landmark holding an ordered list of links, the last
 * item being the current page (`aria-current="page"`, not a link). Separators are drawn in CSS and
 * not read. In a narrow container the ancestors' labels are truncated visually, never for screen
 * readers, and shown in full on focus. Throws an Error when `items` is empty or a label is empty.
 */
export function Breadcrumbs({
  items,
  linkAs: As = 'a',
  label = 'Fil d’Ariane',
  className,
  ...props
}: BreadcrumbsProps) {
  if (!Array.isArray(items) || items.length === 0) fail('"items" must hold at least one item', items);
  items.forEach((item, index) => {
    if (typeof item.label !== 'string' || item.label.trim() === '') {
      fail(`"items[${index}].label" must not be empty`, item.label);
    }
  });

  return (
    <nav
      {...props}
      aria-label={label}
      className={className ? `${styles.breadcrumbs} ${className}` : styles.breadcrumbs}
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {current ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href ? (
                <As href={item.href} className={styles.link}>
                  {item.label}
                </As>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
