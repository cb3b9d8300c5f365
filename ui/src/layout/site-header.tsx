import type { ReactNode } from 'react';
import type { LinkComponent } from '../link';
import { MainNavigation } from './main-navigation';
import styles from './site-header.module.css';
import type { MainNavigationItem } from './types';
import { VisuallyHidden } from '../visually-hidden';

export type SiteHeaderProps = {
  siteName: string;
  /** Default "/". */
  homeHref?: string;
  /** Shown before the site name; decorative (e.g. `<img alt="">`): the link is named by `siteName`. */
  logo?: ReactNode;
  /** Hint read after the site name in the home link's accessible name. Default "Accueil"; `''` for none. */
  homeHint?: string;
  navigation: readonly MainNavigationItem[];
  /** Default "Navigation principale". */
  navigationLabel?: string;
  /** Default "Menu". */
  menuLabel?: string;
  /** Usually an `<AccountMenu>`. */
  accountMenu?: ReactNode;
  linkAs?: LinkComponent;
  className?: string;
};

/** The banner: the site name (a link to the home page), the account slot and the main navigation. */
export function SiteHeader({
  siteName,
  homeHref = '/',
  logo,
  homeHint = 'Accueil',
  navigation,
  navigationLabel,
  menuLabel,
  accountMenu,
  linkAs: As = 'a',
  className,
}: SiteHeaderProps) {
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.inner}>
        <div className={styles.brandArea}>
          <As href={homeHref} className={styles.brand}>
            {logo ? <span className={styles.logo}>{logo}</span> : null}
            <span className={styles.siteName}>{siteName}</span>
            {homeHint ? (
              <>
                {' '}
                <VisuallyHidden>– {homeHint}</VisuallyHidden>
              </>
            ) : null}
          </As>
        </div>
        {accountMenu ? <div className={styles.account}>{accountMenu}</div> : null}
        <MainNavigation
          className={styles.navigation}
          items={navigation}
          label={navigationLabel}
          menuLabel={menuLabel}
          linkAs={As}
        />
      </div>
    </header>
  );
}
