// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventCard, type EventCardProps } from '../index';

afterEach(cleanup);

const event: EventCardProps = {
  title: 'Journées portes ouvertes',
  href: '/agenda/portes-ouvertes',
  startDate: '2026-04-14',
  endDate: '2026-04-16',
  location: 'Campus de Rennes',
  hours: 'de 9 h à 17 h',
  category: 'Portes ouvertes',
  summary: 'Visitez les ateliers et le restaurant d’application.',
};

describe('EventCard', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(<EventCard {...event} />);
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('has one link named by the title, a date badge with the range, the hours and the place', () => {
    render(<EventCard {...event} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Journées portes ouvertes']);
    expect(screen.getByText(/^du /).textContent).toBe('du 14 au 16 avril 2026');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Horaires', 'Lieu']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['de 9 h à 17 h', 'Campus de Rennes']);
  });

  it('shows a single day as in Paris, with overridable labels', () => {
    render(
      <EventCard
        title="Forum des métiers"
        href="/agenda/forum"
        startDate="2026-03-29T23:30:00Z"
        location="Saint-Malo"
        labels={{ location: 'Adresse' }}
      />,
    );
    expect(screen.getByText('lundi 30 mars 2026').closest('time')?.getAttribute('dateTime')).toBe('2026-03-30');
    expect(screen.getByRole('term').textContent).toBe('Adresse');
  });

  it.each<[RegExp, Partial<EventCardProps>]>([
    [/EventCard: "startDate"/, { startDate: 'bientôt' }],
    [/EventCard: "endDate" must not be before "startDate"/, { endDate: '2026-04-01' }],
    [/EventCard: "endDate"/, { endDate: '2026-04-31' }],
  ])('throws an Error naming the invalid date: %s', (message, props) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<EventCard {...event} {...props} />)).toThrow(message);
    } finally {
      spy.mockRestore();
    }
  });
});
