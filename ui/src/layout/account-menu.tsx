import type { ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './account-menu.module.css';

export type AccountMenuLink = { label: string; href: string };

export const DEFAULT_ACCOUNT_LINKS: readonly AccountMenuLink[] = [
  { label: 'Mon profil', href: '/profile' },
  { label: 'Mes offres d’emploi', href: '/mes-offres-emploi' },
  { label: 'Déposer une offre', href: '/offres-emploi/deposer' },
];

export type AccountMenuProps = {
  /** The signed-in user, or `null` for a visitor. */
  user: { name: string } | null;
  /** Where a visitor signs in. Default "/login". */
  loginHref?: string;
  /** Default "Se connecter". */
  loginLabel?: string;
  /** The signed-in user's links. Default: Mon profil, Mes offres d’emploi, Déposer une offre. */
  links?: readonly AccountMenuLink[];
  /**
   * Last entry of the menu, e.g. a `<form method="post">` with a "Se déconnecter" button: signing
   * out needs a CSRF token, which only the site knows.
   */
  logout?: ReactNode;
  /** Text of the disclosure button. Default `Mon compte (${name})`. */
  menuLabel?: (name: string) => string;
  /** The component that renders the links. Default `'a'`. */
  linkAs?: LinkComponent;
  className?: string;
};

/**
 * The account entry of the header, without JavaScript: a "Se connecter" link for a visitor; for
 * a signed-in user a native `<details>` disclosure (a button with its expanded state for screen
 * readers, toggled by Enter or Space) listing the account links and the logout slot. Like any
 * native details it closes from its button, not with Escape nor by clicking outside.
 */
export function AccountMenu({
  user,
  loginHref = '/login',
  loginLabel = 'Se connecter',
  links = DEFAULT_ACCOUNT_LINKS,
  logout,
  menuLabel = (name) => `Mon compte (${name})`,
  linkAs: As = 'a',
  className,
}: AccountMenuProps) {
  if (user === null) {
    return (
      <As href={loginHref} className={className ? `${styles.login} ${className}` : styles.login}>
        {loginLabel}
      </As>
    );
  }
  return (
    <details className={className ? `${styles.menu} ${className}` : styles.menu}>
      <summary className={styles.toggle}>
        <span className={styles.name}>{menuLabel(user.name)}</span>
      </summary>
      <ul className={styles.panel}>
        {links.map((link) => (
          <li key={link.href}>
            <As href={link.href} className={styles.link}>
              {link.label}
            </As>
          </li>
        ))}
        {logout ? <li className={styles.logout}>{logout}</li> : null}
      </ul>
    </details>
  );
}
