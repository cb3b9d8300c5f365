import styles from './skip-links.module.css';

export type SkipLink = {
  label: string;
  /** An in-page fragment, e.g. `#contenu`; its target should accept focus (`tabIndex={-1}`). */
  href: `#${string}`;
};

export type SkipLinksProps = {
  links: readonly SkipLink[];
  className?: string;
};

/**
 * "Aller au contenu"-style links, first in the page: hidden until focused, then shown at the top.
 * Plain anchors (not `linkAs`): they only move the focus within the page.
 */
export function SkipLinks({ links, className }: SkipLinksProps) {
  if (links.length === 0) return null;
  return (
    <div className={className ? `${styles.skipLinks} ${className}` : styles.skipLinks}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
