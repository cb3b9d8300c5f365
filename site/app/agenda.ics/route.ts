import { getUpcomingEventDetails } from '@/lib/drupal/events';
import { env } from '@/lib/env';
import { buildCalendar, icalEventOf, icsHeaders } from '@/lib/ical';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

/** `/agenda.ics`: the upcoming events of the school as an iCalendar feed (one VEVENT each). */
export async function GET(): Promise<Response> {
  const events = await getUpcomingEventDetails();
  const body = buildCalendar({
    productId: `-//${env.siteName}//Agenda//FR`,
    name: `Agenda – ${env.siteName}`,
    description: `Les prochains événements du ${env.siteName}.`,
    events: events.map((event) => icalEventOf(event, env.siteUrl)),
  });
  return new Response(body, { headers: icsHeaders('agenda.ics') });
}
