import { phoneHref } from '@campus/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Formation } from '@/lib/drupal/formations';
import styles from './formation-sections.module.css';

type Props = {
  formation: Formation;
  /** Link the trades to their pages (not on the printable sheet). Default `true`. */
  links?: boolean;
};

function Prose({ html }: { html: string }) {
  return html ? <div className="prose" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** Every descriptive field of a course sheet, one titled section each; empty fields are left out. */
export function FormationSections({ formation: f, links = true }: Props) {
  const { contact } = f;
  return (
    <div className={styles.sections}>
      {f.objectives ? <Section title="Objectifs"><Prose html={f.objectives} /></Section> : null}
      {f.prerequisites ? <Section title="Prérequis"><Prose html={f.prerequisites} /></Section> : null}
      {f.duration || f.rhythm ? (
        <Section title="Durée et rythme de l’alternance">
          {f.duration ? <p>Durée : {f.duration}.</p> : null}
          <Prose html={f.rhythm} />
        </Section>
      ) : null}
      {f.accessTerms || f.accessDelay ? (
        <Section title="Modalités et délais d’accès">
          <Prose html={f.accessTerms} />
          {f.accessDelay ? (
            <p>
              <strong>Délais d’accès :</strong> {f.accessDelay}
            </p>
          ) : null}
        </Section>
      ) : null}
      {f.methods ? <Section title="Méthodes mobilisées"><Prose html={f.methods} /></Section> : null}
      {f.assessment ? <Section title="Modalités d’évaluation"><Prose html={f.assessment} /></Section> : null}
      {f.price ? <Section title="Tarif"><Prose html={f.price} /></Section> : null}
      {f.accessibility ? (
        <Section title="Accessibilité aux personnes en situation de handicap"><Prose html={f.accessibility} /></Section>
      ) : null}
      {f.trades.length > 0 ? (
        <Section title="Métiers visés">
          <ul className={styles.trades}>
            {f.trades.map((trade) => (
              <li key={trade.id}>{links ? <Link href={trade.path}>{trade.title}</Link> : trade.title}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {contact.name || contact.email || contact.phone ? (
        <Section title="Contact">
          <address className={styles.contact}>
            {contact.name ? <span>{contact.name}</span> : null}
            {contact.email ? (
              <span>
                E-mail : <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </span>
            ) : null}
            {contact.phone ? (
              <span>
                Téléphone : <a href={phoneHref(contact.phone)}>{contact.phone}</a>
              </span>
            ) : null}
          </address>
        </Section>
      ) : null}
    </div>
  );
}
