import { Breadcrumbs, CardGrid, EmptyState, Link as UiLink, Paginator } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { invalidRoute } from '@/lib/request-context';
import { AgendaEventCard } from '@/components/agenda-event-card';
import { parsePageParam } from '@/lib/drupal/articles';
import { EVENTS_PER_PAGE, getEventsPage } from '@/lib/drupal/events';
import { breadcrumbList, JsonLd, pageMetadata, type SearchParams } from '@/lib/seo';
import styles from './evenements.module.css';

const TITLE = 'Événements';

/** The list's metadata for its query (`page`, and the board's filters). */
export async function listMetadata(query: SearchParams): Promise<Metadata> {
  const page = parsePageParam(query['page']);
  if (page === null) return { title: { absolute: '404 - Page not found' } };
  return pageMetadata({
    title: page > 1 ? `${TITLE} – page ${page}` : TITLE,
    description: 'Portes ouvertes, ateliers découverte, salons, concours et job datings du CFA Campus des Métiers : les prochains rendez-vous et les événements passés.',
    path: '/evenements',
    query,
  });
}

/** The list for its query: rendered by `page.tsx` (any query) and by the cached route the middleware rewrites to. */
export async function EventsPage({ query }: { query: SearchParams }) {
  const page = parsePageParam(query['page']);
  if (page === null) invalidRoute();
  const result = await getEventsPage(page);
  const count = result ? result.upcoming.length + result.past.length : 0;
  const totalPages = result && result.total !== null ? Math.ceil(result.total / EVENTS_PER_PAGE) : null;
  if (result && page > 1 && ((totalPages !== null && page > totalPages) || count === 0)) invalidRoute();

  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: TITLE }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: TITLE }])} />
      <h1>{TITLE}</h1>
      <p className={styles.intro}>
        {page > 1 ? `Page ${page}${totalPages !== null ? ` sur ${totalPages}` : ''}. ` : ''}
        Retrouvez aussi ces rendez-vous mois par mois dans{' '}
        <UiLink as={Link} href="/agenda">
          l’agenda
        </UiLink>
        .
      </p>
      {!result ? (
        <EmptyState title="Les événements ne peuvent pas être affichés pour le moment.">
          <p>Veuillez réessayer dans quelques instants.</p>
        </EmptyState>
      ) : count === 0 ? (
        <EmptyState title="Aucun événement pour le moment.">
          <p>Les prochains rendez-vous du campus seront annoncés ici.</p>
        </EmptyState>
      ) : (
        <div>
          {result.upcoming.length > 0 ? (
            <section aria-labelledby="a-venir" className={styles.section}>
              <h2 id="a-venir">À venir</h2>
              <CardGrid>
                {result.upcoming.map((event, index) => (
                  <AgendaEventCard key={event.id} event={event} priority={index === 0} />
                ))}
              </CardGrid>
            </section>
          ) : page === 1 ? (
            <p>Aucun événement à venir n’est annoncé pour le moment.</p>
          ) : null}
          {result.past.length > 0 ? (
            <section aria-labelledby="passes" className={styles.section}>
              <h2 id="passes">Événements passés</h2>
              <CardGrid>
                {result.past.map((event, index) => (
                  <AgendaEventCard key={event.id} event={event} priority={index === 0 && result.upcoming.length === 0} />
                ))}
              </CardGrid>
            </section>
          ) : null}
          <Paginator
            type="link"
            className={styles.paginator}
            linkUrl="/evenements?page=[page]"
            currentPage={page}
            itemsPerPage={EVENTS_PER_PAGE}
            totalItems={result.total ?? undefined}
            hasNext={result.hasNext}
            hasPrevious={page > 1}
          />
        </div>
      )}
    </>
  );
}
