import { Breadcrumbs, Link as UiLink } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactForm } from '@/components/contact-form';
import { env } from '@/lib/env';
import { breadcrumbList, canonicalUrl, JsonLd, pageMetadata } from '@/lib/seo';
import { CONTACT } from '@/lib/site-config';
import { sendContactMessage } from './actions';
import styles from './contact.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

const TITLE = 'Nous contacter';
const DESCRIPTION = `Une question sur nos formations en apprentissage, le restaurant d’application ou les offres d’emploi ? Écrivez au ${env.siteName}.`;

export function generateMetadata(): Metadata {
  return pageMetadata({ title: TITLE, description: DESCRIPTION, path: '/contact' });
}

export default function ContactPage() {
  const [street, city] = CONTACT.address;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Contact' }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: 'Contact', path: '/contact' }])} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: TITLE,
          url: canonicalUrl('/contact'),
          inLanguage: 'fr-FR',
          about: {
            '@type': 'EducationalOrganization',
            name: env.siteName,
            url: canonicalUrl('/'),
            telephone: CONTACT.phone,
            email: CONTACT.email,
          },
        }}
      />
      <h1>{TITLE}</h1>
      <p className={styles.intro}>
        Une question sur nos formations, l’apprentissage, le restaurant d’application ou les offres d’emploi ? Écrivez-nous avec
        ce formulaire : nous vous répondons sous quelques jours ouvrés.
      </p>
      <div className={styles.layout}>
        <section aria-labelledby="formulaire-contact">
          <h2 id="formulaire-contact">Écrire un message</h2>
          <ContactForm action={sendContactMessage} />
        </section>
        <aside aria-labelledby="coordonnees" className={styles.aside}>
          <h2 id="coordonnees">Nos coordonnées</h2>
          <address className={styles.address}>
            <strong>{env.siteName}</strong>
            <br />
            {street}
            <br />
            {city}
          </address>
          <p>
            Téléphone : <UiLink href={`tel:${CONTACT.phone.replace(/\s+/g, '')}`}>{CONTACT.phone}</UiLink>
            <br />
            E-mail : <UiLink href={`mailto:${CONTACT.email}`}>{CONTACT.email}</UiLink>
          </p>
        </aside>
      </div>
    </>
  );
}
