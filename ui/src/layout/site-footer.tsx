import type { ReactNode } from 'react';
import type { LinkComponent } from '../link';
import { LegalLinks, type AccessibilityStatus, type LegalLinkHrefs, type LegalLinkLabels } from './legal-links';
import styles from './site-footer.module.css';
import { phoneHref, type SiteContact } from './types';

export type SiteFooterProps = {
  siteName: string;
  /** The school's address, phone and email; the contact block is left out without it. */
  contact?: SiteContact;
  /** Title of the contact block. Default "Nous contacter". */
  contactTitle?: string;
  /** RGAA conformity status, shown in the accessibility link. Default "non conforme". */
  accessibilityStatus?: AccessibilityStatus;
  legalLinks?: Partial<LegalLinkHrefs>;
  legalLabels?: Partial<LegalLinkLabels>;
  /** Default "Liens légaux". */
  legalNavigationLabel?: string;
  /** Year of the copyright line "© {year} {siteName}"; the line is left out without it. */
  year?: number;
  /** Extra footer content (partners, social networks…), shown beside the contact block. */
  children?: ReactNode;
  /** `id` of the footer, target of the "Aller au pied de page" skip link. Default "pied-de-page". */
  id?: string;
  linkAs?: LinkComponent;
  className?: string;
};

/** The content info: the school's contact details, the legal links required in France, the copyright. */
export function SiteFooter({
  siteName,
  contact,
  contactTitle = 'Nous contacter',
  accessibilityStatus,
  legalLinks,
  legalLabels,
  legalNavigationLabel,
  year,
  children,
  id = 'pied-de-page',
  linkAs,
  className,
}: SiteFooterProps) {
  const hasContact = contact && (contact.address?.length || contact.phone || contact.email);
  return (
    <footer id={id} tabIndex={-1} className={className ? `${styles.footer} ${className}` : styles.footer}>
      <div className={styles.inner}>
        {hasContact || children ? (
          <div className={styles.top}>
            {hasContact ? (
              <div className={styles.contact}>
                <h2 className={styles.title}>
                  {contactTitle}
                </h2>
                <address className={styles.address}>
                  <span className={styles.siteName}>{siteName}</span>
                  {contact.address?.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                  {contact.phone ? (
                    <a className={styles.link} href={phoneHref(contact.phone)}>
                      {contact.phone}
                    </a>
                  ) : null}
                  {contact.email ? (
                    <a className={styles.link} href={`mailto:${contact.email}`}>
                      {contact.email}
                    </a>
                  ) : null}
                </address>
              </div>
            ) : null}
            {children ? <div className={styles.extra}>{children}</div> : null}
          </div>
        ) : null}
        <div className={styles.bottom}>
          <LegalLinks
            label={legalNavigationLabel}
            status={accessibilityStatus}
            hrefs={legalLinks}
            labels={legalLabels}
            linkAs={linkAs}
          />
          {year !== undefined ? (
            <p className={styles.copyright}>
              © {year} {siteName}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
