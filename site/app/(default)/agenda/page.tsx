import { Breadcrumbs, Button, CardGrid, EmptyState, Link as UiLink, Select, VisuallyHidden } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { invalidRoute } from '@/lib/request-context';
import { AgendaCalendar } from '@/components/agenda-calendar';
import { AgendaEventCard } from '@/components/agenda-event-card';
import { type EventCategory, type EventTeaser, findCategory, getEventCategories, getEventsBetween } from '@/lib/drupal/events';
import { currentMonth, type Month, monthKey, monthLabel, parisDayKey, parisMidnight, parseMonth, shiftMonth } from '@/lib/paris-date';
import { breadcrumbList, JsonLd, pageMetadata, type SearchParams } from '@/lib/seo';
import styles from './agenda.module.css';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { searchParams: Promise<SearchParams> };

const TITLE = 'Agenda';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The month and category asked by `?mois=YYYY-MM&categorie=…`; `null` when one is invalid (404). */
async function readQuery(query: SearchParams): Promise<{ month: Month; category: EventCategory | null; categories: EventCategory[] } | null> {
  const mois = first(query['mois']);
  const month = mois === undefined || mois === '' ? currentMonth() : parseMonth(mois);
  if (!month) return null;
  const categories = await getEventCategories();
  const wanted = first(query['categorie'])?.trim() ?? '';
  if (wanted === '') return { month, category: null, categories };
  const category = findCategory(categories, wanted);
  return category ? { month, category, categories } : null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function agendaHref(month: Month, category: EventCategory | null): string {
  const params = new URLSearchParams({ mois: monthKey(month) });
  if (category) params.set('categorie', String(category.tid ?? category.name));
  return `/agenda?${params.toString()}`;
}

const anchorOf = (event: EventTeaser) => `evenement-${event.id}`;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const asked = await readQuery(query);
  if (!asked) return { title: { absolute: '404 - Page not found' } };
  const label = monthLabel(asked.month);
  return pageMetadata({
    title: first(query['mois']) || asked.category ? `${TITLE} – ${label}${asked.category ? ` – ${asked.category.name}` : ''}` : TITLE,
    description: `Les événements du CFA Campus des Métiers en ${label} : portes ouvertes, ateliers, salons, concours et job datings.`,
    path: '/agenda',
    query,
  });
}

export default async function AgendaPage({ searchParams }: Props) {
  const asked = await readQuery(await searchParams);
  if (!asked) invalidRoute();
  const { month, category, categories } = asked;
  const next = shiftMonth(month, 1);
  const previous = shiftMonth(month, -1);
  const events = await getEventsBetween(parisMidnight(month.year, month.month, 1), parisMidnight(next.year, next.month, 1), category?.id);
  const label = monthLabel(month);
  const today = parisDayKey(new Date());

  return (
    <>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: TITLE }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: TITLE }])} />
      <h1>{TITLE}</h1>
      <p>
        Les rendez-vous des campus mois par mois. Retrouvez aussi{' '}
        <UiLink as={Link} href="/evenements">
          tous les événements
        </UiLink>{' '}
        ou abonnez-vous au{' '}
        <UiLink href="/agenda.ics" type="text/calendar">
          calendrier des prochains événements (iCalendar)
        </UiLink>
        .
      </p>

      {categories.length > 0 ? (
        <form className={styles.filter} method="get" action="/agenda" aria-label="Filtrer l’agenda">
          <input type="hidden" name="mois" value={monthKey(month)} />
          <Select
            label="Catégorie"
            name="categorie"
            defaultValue={category ? String(category.tid ?? category.name) : ''}
            options={[
              { value: '', label: 'Toutes les catégories' },
              ...categories.map((item) => ({ value: String(item.tid ?? item.name), label: item.name })),
            ]}
          />
          <Button type="submit" variant="secondary">
            Filtrer
          </Button>
        </form>
      ) : null}

      <section aria-labelledby="mois" className={styles.month}>
        <div className={styles.monthHeader}>
          <h2 id="mois">
            {capitalise(label)}
            {category ? <span className={styles.filtered}> – {category.name}</span> : null}
          </h2>
          <nav aria-label="Changer de mois" className={styles.monthNav}>
            <Link href={agendaHref(previous, category)} className={styles.monthLink}>
              <span aria-hidden="true">‹</span>
              <VisuallyHidden>Mois précédent : </VisuallyHidden>
              {monthLabel(previous)}
            </Link>
            <Link href={agendaHref(next, category)} className={styles.monthLink}>
              <VisuallyHidden>Mois suivant : </VisuallyHidden>
              {monthLabel(next)}
              <span aria-hidden="true">›</span>
            </Link>
          </nav>
        </div>
        <AgendaCalendar month={month} events={events} today={today} anchorOf={anchorOf} />
      </section>

      <section aria-labelledby="liste" className={styles.list}>
        <h2 id="liste">
          Les événements de {label}
          {category ? ` – ${category.name}` : ''}
        </h2>
        {events.length === 0 ? (
          <EmptyState headingLevel={3} title={`Aucun événement en ${label}${category ? ` dans la catégorie « ${category.name} »` : ''}.`}>
            <p>
              Consultez{' '}
              <UiLink as={Link} href={agendaHref(next, category)}>
                le mois suivant
              </UiLink>{' '}
              ou{' '}
              <UiLink as={Link} href="/evenements">
                tous les événements
              </UiLink>
              .
            </p>
          </EmptyState>
        ) : (
          <CardGrid>
            {events.map((event) => (
              <AgendaEventCard key={event.id} id={anchorOf(event)} event={event} />
            ))}
          </CardGrid>
        )}
      </section>
    </>
  );
}
