import type { LinkComponent } from '../link';
import styles from './main-navigation.module.css';
import type { MainNavigationItem } from './types';

export type MainNavigationProps = {
  items: readonly MainNavigationItem[];
  /** Name of the navigation landmark. Default "Navigation principale". */
  label?: string;
  /** Text of the disclosure button shown on small screens. Default "Menu". */
  menuLabel?: string;
  /** `id` of the landmark, target of the "Aller à la navigation" skip link. Default "navigation-principale". */
  id?: string;
  /** The component that renders the links. Default `'a'`. */
  linkAs?: LinkComponent;
  className?: string;
};

/**
 * The site's main navigation, usable without JavaScript.
 *
 * There is ONE `<nav>` and ONE copy of the links, inside a native `<details>` whose `<summary>`
 * ("Menu") is the toggle on small screens: the browser exposes it as a button with its expanded
 * state, and it works by keyboard and without script.
 * When the navigation is at least 46rem wide (a container query: it follows the space it is
 * given, which is the case in a SiteHeader from 48rem), the CSS hides the summary and forces the
 * closed details' content to render through `::details-content`, so the list shows inline.
 * Content rendered this way is visible, focusable and in the accessibility tree, so screen
 * readers get exactly one landmark and one set of links at every width. Browsers without
 * `::details-content` (detected with `@supports selector(...)`) keep the "Menu" disclosure on
 * wide screens too: degraded but working.
 */
export function MainNavigation({
  items,
  label = 'Navigation principale',
  menuLabel = 'Menu',
  id = 'navigation-principale',
  linkAs: As = 'a',
  className,
}: MainNavigationProps) {
  if (items.length === 0) return null;
  return (
    <nav id={id} tabIndex={-1} aria-label={label} className={className ? `${styles.nav} ${className}` : styles.nav}>
      <details className={styles.disclosure}>
        <summary className={styles.toggle}>
          <span className={styles.icon} aria-hidden="true" />
          {menuLabel}
        </summary>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.href} className={styles.item}>
              <As
                href={item.href}
                className={styles.link}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.label}
              </As>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
