import type { LinkComponent } from '../link';
import styles from './legal-links.module.css';

/** RGAA conformity status, which French law requires in the accessibility link's text. */
export type AccessibilityStatus = 'non conforme' | 'partiellement conforme' | 'totalement conforme';

export const ACCESSIBILITY_STATUSES: readonly AccessibilityStatus[] = [
  'non conforme',
  'partiellement conforme',
  'totalement conforme',
];

export type LegalLinkKey = 'legalNotice' | 'accessibility' | 'privacy' | 'cookies' | 'cookieSettings';
export type LegalLinkHrefs = Record<LegalLinkKey, string>;
/** Labels of the legal links; the accessibility one is built from the status. */
export type LegalLinkLabels = Omit<Record<LegalLinkKey, string>, 'accessibility'> & {
  accessibility: (status: AccessibilityStatus) => string;
};

export const DEFAULT_LEGAL_LINK_HREFS: LegalLinkHrefs = {
  legalNotice: '/mentions-legales',
  accessibility: '/accessibilite',
  privacy: '/politique-de-confidentialite',
  cookies: '/gestion-des-cookies',
  // tarteaucitron opens its consent panel when this fragment is followed.
  cookieSettings: '#tarteaucitron',
};

export const DEFAULT_LEGAL_LINK_LABELS: LegalLinkLabels = {
  legalNotice: 'Mentions légales',
  accessibility: (status) => `Accessibilité : ${status}`,
  privacy: 'Politique de confidentialité',
  cookies: 'Gestion des cookies',
  cookieSettings: 'Paramétrer les cookies',
};

const ORDER: readonly LegalLinkKey[] = ['legalNotice', 'accessibility', 'privacy', 'cookies', 'cookieSettings'];

export type LegalLinksProps = {
  /** Default "non conforme". */
  status?: AccessibilityStatus | undefined;
  hrefs?: Partial<LegalLinkHrefs> | undefined;
  labels?: Partial<LegalLinkLabels> | undefined;
  /** Name of the navigation landmark. Default "Liens légaux". */
  label?: string | undefined;
  linkAs?: LinkComponent | undefined;
};

/**
 * The legal links every French site shows in its footer. Fragment links (the cookie settings)
 * are plain anchors; the others go through `linkAs`. Throws when `status` is not an RGAA status.
 */
export function LegalLinks({
  status = 'non conforme',
  hrefs,
  labels,
  label = 'Liens légaux',
  linkAs = 'a',
}: LegalLinksProps) {
  if (!ACCESSIBILITY_STATUSES.includes(status)) {
    const allowed = ACCESSIBILITY_STATUSES.map((s) => `"${s}"`).join(', ');
    throw new Error(
      `LegalLinks: "accessibilityStatus" must be one of ${allowed} (received ${JSON.stringify(status)}).`,
    );
  }
  const allHrefs = { ...DEFAULT_LEGAL_LINK_HREFS, ...hrefs };
  const allLabels = { ...DEFAULT_LEGAL_LINK_LABELS, ...labels };
  const text = (key: LegalLinkKey): string =>
    key === 'accessibility' ? allLabels.accessibility(status) : allLabels[key];
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {ORDER.map((key) => {
          const href = allHrefs[key];
          const As = href.startsWith('#') ? 'a' : linkAs;
          return (
            <li key={key}>
              <As href={href} className={styles.link}>
                {text(key)}
              </As>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
