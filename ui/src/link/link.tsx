import type { ComponentProps, ComponentType } from 'react';
import styles from './link.module.css';
import { VisuallyHidden } from '../visually-hidden';

/** Props every link component receives from the ui (a subset of an anchor's, with a string `href`). */
export type LinkComponentProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * How the ui renders internal links: a plain `<a>` by default; the site passes `next/link` so
 * navigation stays client-side. Components that render links take it as a `linkAs` prop.
 */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';

export type LinkVariant = 'inline' | 'standalone';

export type LinkProps = LinkComponentProps & {
  /** The component that renders the anchor. Default `'a'`. */
  as?: LinkComponent;
  /** `inline` (default) inside running text; `standalone` for a link on its own, with an arrow. */
  variant?: LinkVariant;
  /** Opens in a new tab and says so to screen readers. Default `false`. */
  external?: boolean;
  /** Accessible hint appended to external links. Default "(nouvelle fenêtre)". */
  newWindowLabel?: string;
};

/** An anchor in the school's styles; every native prop passes through. */
export function Link({
  as: As = 'a',
  variant = 'inline',
  external = false,
  newWindowLabel = '(nouvelle fenêtre)',
  className,
  children,
  ...props
}: LinkProps) {
  const classes = className ? `${styles.link} ${className}` : styles.link;
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <As {...props} {...externalProps} data-variant={variant} className={classes}>
      {children}
      {external ? <VisuallyHidden> {newWindowLabel}</VisuallyHidden> : null}
    </As>
  );
}
