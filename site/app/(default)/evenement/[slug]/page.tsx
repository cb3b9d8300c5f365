import { Alert, Breadcrumbs, DateBadge, Link as UiLink, Tag, VisuallyHidden } from '@campus/ui';
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AgendaEventWhen } from '@/components/agenda-event-when';
import { type EventDetail, getEventBySlug, isPastEvent } from '@/lib/drupal/events';
import { env } from '@/lib/env';
import { breadcrumbList, canonicalUrl, JsonLd, type JsonLdObject, pageMetadata } from '@/lib/seo';
import { htmlToLine, truncate } from '@/lib/text';
import styles from './evenement.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

/** Rendered on first request, then cached and revalidated (none are built ahead of time). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

const absolute = (path: string) => new URL(path, `${env.siteUrl}/`).toString();

function descriptionOf(event: EventDetail): string {
  return event.summary || truncate(htmlToLine(event.html), 300);
}

/** schema.org Event: what search engines show of an event. */
function eventJsonLd(event: EventDetail): JsonLdObject {
  const description = descriptionOf(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.start,
    endDate: event.end ?? event.start,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.placeName || event.city,
      address: {
        '@type': 'PostalAddress',
        ...(event.address ? { streetAddress: event.address } : {}),
        ...(event.city ? { addressLocality: event.city } : {}),
        addressCountry: 'FR',
      },
    },
    ...(description ? { description } : {}),
    ...(event.image ? { image: [absolute(event.image.url)] } : {}),
    url: canonicalUrl(event.path),
    organizer: { '@type': 'Organization', name: env.siteName, url: env.siteUrl },
    ...(event.registration ? { offers: { '@type': 'Offer', url: absolute(event.registration.url), availability: 'https://schema.org/InStock' } } : {}),
    inLanguage: 'fr-FR',
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getEventBySlug((await params).slug);
  if (!event) return { title: { absolute: '404 - Page not found' } };
  return pageMetadata({
    title: event.title,
    description: descriptionOf(event) || undefined,
    path: event.path,
    image: event.image ? { url: event.image.url, alt: event.image.alt, width: event.image.width, height: event.image.height } : undefined,
  });
}

export default async function EventPage({ params }: Props) {
  const { slug } = await params;
  const event = await getEventBySlug(slug);
  if (!event) notFound();
  const isPast = isPastEvent(event);
  const icsPath = `/evenement/${encodeURIComponent(slug)}/calendrier.ics`;

  return (
    <article className={styles.event}>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Événements', href: '/evenements' }, { label: event.title }]} linkAs={Link} />
      <JsonLd data={[breadcrumbList([{ name: 'Événements', path: '/evenements' }, { name: event.title }]), eventJsonLd(event)]} />
      <header className={styles.header}>
        <DateBadge className={styles.badge} date={event.start} endDate={event.end ?? undefined} showYear />
        <div className={styles.heading}>
          {event.category ? <Tag variant="info">{event.category.name}</Tag> : null}
          <h1>{event.title}</h1>
        </div>
      </header>
      {isPast ? (
        <Alert role="note" className={styles.notice}>
          Cet événement est terminé.{' '}
          <UiLink as={Link} href="/evenements">
            Voir les prochains événements
          </UiLink>
        </Alert>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>
            <AgendaEventWhen start={event.start} end={event.end} />
          </dd>
        </div>
        {event.placeName || event.address || event.city ? (
          <div>
            <dt>Lieu</dt>
            <dd>
              {event.placeName ? <span className={styles.line}>{event.placeName}</span> : null}
              {event.address ? <span className={styles.line}>{event.address}</span> : null}
              {event.city && event.city !== event.placeName ? <span className={styles.line}>{event.city}</span> : null}
            </dd>
          </div>
        ) : null}
        {event.category ? (
          <div>
            <dt>Catégorie</dt>
            <dd>
              <UiLink as={Link} href={`/agenda?categorie=${event.category.tid ?? encodeURIComponent(event.category.name)}`}>
                {event.category.name}
              </UiLink>
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.actions} role="list">
        {event.registration && !isPast ? (
          <li>
            <a className={styles.primary} href={event.registration.url} target="_blank" rel="noopener noreferrer">
              {event.registration.title}
              <VisuallyHidden> à « {event.title} » (nouvelle fenêtre)</VisuallyHidden>
            </a>
          </li>
        ) : null}
        <li>
          <a className={styles.secondary} href={icsPath} download={`${slug}.ics`} type="text/calendar">
            Ajouter à mon agenda<VisuallyHidden> (fichier iCalendar .ics)</VisuallyHidden>
          </a>
        </li>
      </ul>
      {event.image ? (
        <figure className={styles.figure}>
          <Image
            className={styles.image}
            src={event.image.url}
            alt={event.image.alt}
            width={event.image.width ?? 1200}
            height={event.image.height ?? 675}
            sizes="(min-width: 52rem) 48rem, 100vw"
            priority
          />
        </figure>
      ) : null}
      {event.summary ? <p className={styles.lead}>{event.summary}</p> : null}
      <div className="prose" dangerouslySetInnerHTML={{ __html: event.html }} />
      <p className={styles.back}>
        <UiLink as={Link} href="/agenda" variant="standalone">
          Voir l’agenda
        </UiLink>
      </p>
    </article>
  );
}
