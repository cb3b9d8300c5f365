import { getEventBySlug } from '@/lib/drupal/events';
import { env } from '@/lib/env';
import { buildCalendar, icalEventOf, icsHeaders } from '@/lib/ical';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

/** Generated on first request, then cached and revalidated like the event's page. */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Context = { params: Promise<{ slug: string }> };

/** `/evenement/{slug}/calendrier.ics`: the event as an iCalendar file, for "Ajouter à mon agenda". */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { slug } = await params;
  const event = await getEventBySlug(slug);
  if (!event) {
    return new Response('Événement introuvable.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const body = buildCalendar({
    productId: `-//${env.siteName}//Agenda//FR`,
    name: event.title,
    events: [icalEventOf(event, env.siteUrl)],
  });
  return new Response(body, { headers: icsHeaders(`${slug}.ics`) });
}
