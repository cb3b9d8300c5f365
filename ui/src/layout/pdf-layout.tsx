import type { ReactNode } from 'react';
import styles from './pdf-layout.module.css';
import { phoneHref, type SiteContact } from './types';

export type PdfLayoutProps = {
  /** The sheet's content, starting with its `<h1>`. */
  children?: ReactNode;
  siteName: string;
  /** Decorative logo before the school's name (e.g. `<img src="…" alt="">`). */
  logo?: ReactNode;
  /** Kind of document, shown in the print header, e.g. "Fiche formation". */
  documentTitle?: string;
  /** Contact details printed in the footer. */
  contact?: SiteContact;
  /** Generation date, already formatted by the caller, e.g. "12 mars 2025". */
  generatedAt?: string;
  /** URL of the web page the sheet comes from. */
  sourceUrl?: string;
  /** Default "Document généré le". */
  generatedAtLabel?: string;
  /** Default "Version en ligne :". */
  sourceUrlLabel?: string;
  className?: string;
};

/**
 * A printable A4 sheet (course sheets): no navigation, no consent banner; a print header, the
 * content and a print footer inside `<main>`. On screen the sheet is drawn at A4 size on a grey
 * background; in print it takes the page, whose size and margins the CSS sets with `@page`.
 * Mark what must not be printed with `data-print="hidden"`. The print header and footer are plain
 * `<div>`s: inside `<main>` they are no landmarks anyway, and this way no tool mistakes them for any.
 */
export function PdfLayout({
  children,
  siteName,
  logo,
  documentTitle,
  contact,
  generatedAt,
  sourceUrl,
  generatedAtLabel = 'Document généré le',
  sourceUrlLabel = 'Version en ligne :',
  className,
}: PdfLayoutProps) {
  return (
    <div className={className ? `${styles.canvas} ${className}` : styles.canvas} data-layout="pdf">
      <main className={styles.sheet}>
        <div className={styles.printHeader}>
          {logo ? <span className={styles.logo}>{logo}</span> : null}
          <p className={styles.siteName}>{siteName}</p>
          {documentTitle ? <p className={styles.documentTitle}>{documentTitle}</p> : null}
        </div>
        <div className={styles.content}>{children}</div>
        <div className={styles.printFooter}>
          {contact ? (
            <p className={styles.contact}>
              <span className={styles.strong}>{siteName}</span>
              {contact.address?.map((line) => <span key={line}>{line}</span>)}
              {contact.phone ? <a href={phoneHref(contact.phone)}>{contact.phone}</a> : null}
              {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
            </p>
          ) : null}
          {generatedAt ? (
            <p>
              {generatedAtLabel} {generatedAt}
            </p>
          ) : null}
          {sourceUrl ? (
            <p>
              {sourceUrlLabel}{' '}
              <a className={styles.sourceUrl} href={sourceUrl}>
                {sourceUrl}
              </a>
            </p>
          ) : null}
        </div>
      </main>
    </div>
  );
}
