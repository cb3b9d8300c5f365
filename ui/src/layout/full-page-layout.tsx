import type { ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './full-page-layout.module.css';

export type FullPageLayoutProps = {
  /** The immersive content (a map…); it is stretched to fill the viewport. */
  children?: ReactNode;
  /** A small floating link back, e.g. `{ label: 'Retour à l’accueil', href: '/' }`. */
  back?: { label: string; href: string };
  /** The component that renders the back link. Default `'a'`. */
  linkAs?: LinkComponent;
  className?: string;
};

/**
 * A page without header nor footer, for immersive content such as the training map: a single
 * `<main id="contenu">` filling the viewport (100dvh). There is no chrome to skip, so no skip
 * link: the optional back link, floating in the top-left corner, comes first in the main content
 * and in the tab order.
 */
export function FullPageLayout({ children, back, linkAs: As = 'a', className }: FullPageLayoutProps) {
  return (
    <main
      id="contenu"
      tabIndex={-1}
      data-layout="full-page"
      className={className ? `${styles.main} ${className}` : styles.main}
    >
      {back ? (
        <As href={back.href} className={styles.back}>
          <span aria-hidden="true">←</span> {back.label}
        </As>
      ) : null}
      <div className={styles.content}>{children}</div>
    </main>
  );
}
