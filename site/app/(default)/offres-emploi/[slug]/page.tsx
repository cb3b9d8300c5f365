import { Alert, Breadcrumbs, formatFrenchDate, Link as UiLink, Tag, TagList } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getOfferBySlug, isExpired, jobPosting } from '@/lib/drupal/offres';
import { setPageStatus } from '@/lib/request-context';
import { breadcrumbList, canonicalUrl, JsonLd, pageMetadata } from '@/lib/seo';
import styles from './offre.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** Rendered on first request, then cached and revalidated (none are built ahead of time). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const offer = await getOfferBySlug(slug);
  if (!offer) return { title: { absolute: '404 - Page not found' } };
  const metadata = pageMetadata({
    title: `${offer.title} – ${offer.company}`,
    description: `${offer.contractType} à ${offer.city} chez ${offer.company}. Offre publiée le ${formatFrenchDate(offer.published, LONG_DATE)}.`,
    path: offer.path,
  });
  // An expired offer stays readable for those who follow an old link, out of search results.
  return isExpired(offer) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function OfferPage({ params }: Props) {
  const { slug } = await params;
  const offer = await getOfferBySlug(slug);
  if (!offer) notFound();
  const expired = isExpired(offer);
  // 410 Gone while expired: the offer existed and will not come back.
  setPageStatus(offer.path, expired ? 410 : null);
  const crumbs = [{ name: 'Offres d’emploi', path: '/offres-emploi' }, { name: offer.title }];

  return (
    <article className={styles.offer}>
      <Breadcrumbs
        items={[{ label: 'Accueil', href: '/' }, { label: 'Offres d’emploi', href: '/offres-emploi' }, { label: offer.title }]}
        linkAs={Link}
      />
      <JsonLd data={expired ? breadcrumbList(crumbs) : [breadcrumbList(crumbs), jobPosting(offer, canonicalUrl(offer.path))]} />
      <header className={styles.header}>
        <TagList>
          <Tag>{offer.contractType}</Tag>
          {offer.sector ? <Tag>{offer.sector}</Tag> : null}
          {expired ? <Tag>Expirée</Tag> : null}
        </TagList>
        <h1>{offer.title}</h1>
        <p className={styles.company}>{offer.company}</p>
      </header>

      {expired ? (
        <Alert variant="warning" title="Cette offre a expiré">
          <p>
            Elle n’est plus ouverte aux candidatures depuis le {formatFrenchDate(offer.expires, LONG_DATE)}.{' '}
            <UiLink as={Link} href="/offres-emploi">
              Voir les offres en cours
            </UiLink>
          </p>
        </Alert>
      ) : null}

      <dl className={styles.facts}>
        <div>
          <dt>Lieu</dt>
          <dd>
            {offer.city}
            {offer.postalCode ? ` (${offer.postalCode})` : ''}
          </dd>
        </div>
        <div>
          <dt>Contrat</dt>
          <dd>{offer.contractType}</dd>
        </div>
        {offer.starts ? (
          <div>
            <dt>Début</dt>
            <dd>
              <time dateTime={offer.starts}>{formatFrenchDate(offer.starts, LONG_DATE)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Publiée le</dt>
          <dd>
            <time dateTime={offer.published}>{formatFrenchDate(offer.published, LONG_DATE)}</time>
          </dd>
        </div>
        <div>
          <dt>{expired ? 'Expirée le' : 'Ouverte jusqu’au'}</dt>
          <dd>
            <time dateTime={offer.expires}>{formatFrenchDate(offer.expires, LONG_DATE)}</time>
          </dd>
        </div>
      </dl>

      <section aria-labelledby="description">
        <h2 id="description">Le poste</h2>
        <div className="prose" dangerouslySetInnerHTML={{ __html: offer.html }} />
      </section>

      {!expired ? (
        <section aria-labelledby="postuler" className={styles.apply}>
          <h2 id="postuler">Postuler</h2>
          {offer.email || offer.phone ? (
            <>
              <p>Envoyez votre candidature (CV et quelques mots sur votre motivation) à {offer.company} :</p>
              <ul>
                {offer.email ? (
                  <li>
                    par e-mail :{' '}
                    <UiLink href={`mailto:${offer.email}?subject=${encodeURIComponent(`Candidature : ${offer.title}`)}`}>{offer.email}</UiLink>
                  </li>
                ) : null}
                {offer.phone ? (
                  <li>
                    par téléphone : <UiLink href={`tel:${offer.phone.replace(/[^\d+]/g, '')}`}>{offer.phone}</UiLink>
                  </li>
                ) : null}
              </ul>
            </>
          ) : (
            <p>
              Pour postuler, contactez le CFA, qui transmettra votre candidature :{' '}
              <UiLink as={Link} href="/contact">
                nous contacter
              </UiLink>
              .
            </p>
          )}
        </section>
      ) : null}

      <p>
        <UiLink as={Link} href="/offres-emploi" variant="standalone">
          Toutes les offres d’emploi
        </UiLink>
      </p>
    </article>
  );
}
