// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, CardGrid, JobOfferCard, type JobOfferCardProps } from '../index';

afterEach(cleanup);

const offer: JobOfferCardProps = {
  title: 'Apprenti boulanger (H/F)',
  href: '/offres-emploi/apprenti-boulanger',
  company: 'Boulangerie Le Fournil',
  city: 'Rennes',
  postalCode: '35000',
  contractType: 'Apprentissage',
  publishedDate: '2026-03-02',
  expiryDate: '2026-04-30',
  today: '2026-04-15',
};

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
const values = () => screen.getAllByRole('definition').map((value) => value.textContent);

describe('JobOfferCard', () => {
  it('has no accessibility violations (open, expired draft with actions)', async () => {
    const { container } = render(
      <CardGrid>
        <JobOfferCard {...offer} />
        <JobOfferCard {...offer} today="2026-05-01" status="draft" actions={<Button>Modifier</Button>} />
      </CardGrid>,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('has one link named by the title, the contract as a tag, the company, place and dates', () => {
    render(<JobOfferCard {...offer} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Apprenti boulanger (H/F)');
    expect(link.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('Apprentissage').dataset['variant']).toBe('brand');
    expect(terms()).toEqual(['Entreprise', 'Lieu', 'Publiée le', 'Expire le']);
    expect(values()).toEqual(['Boulangerie Le Fournil', 'Rennes (35000)', '2 mars 2026', '30 avril 2026']);
    expect(screen.getByText('30 avril 2026').getAttribute('dateTime')).toBe('2026-04-30');
    expect(screen.getByRole('article').hasAttribute('data-state')).toBe(false);
    expect(screen.queryByText('Expirée')).toBeNull();
  });

  it('is still open on its last day in Paris, and expired the day after', () => {
    const { rerender } = render(<JobOfferCard {...offer} today="2026-04-30T21:59:00Z" />);
    expect(screen.getByRole('article').hasAttribute('data-state')).toBe(false);
    rerender(<JobOfferCard {...offer} today="2026-04-30T22:00:00Z" />);
    expect(screen.getByRole('article').dataset['state']).toBe('expired');
  });

  it('styles and announces an expired offer, with its link described as expired', () => {
    render(<JobOfferCard {...offer} today="2026-05-02" />);
    expect(screen.getByRole('article').dataset['state']).toBe('expired');
    expect(screen.getByText('Expirée').dataset['variant']).toBe('danger');
    expect(terms()).toContain('Expirée le');
    expect(screen.getByRole('link', { name: 'Apprenti boulanger (H/F)', description: 'Expirée' })).toBeTruthy();
  });

  it('tags a draft on the owner’s list, and keeps its actions clickable outside the link', () => {
    const onEdit = vi.fn();
    render(
      <JobOfferCard
        {...offer}
        status="draft"
        today="2026-05-02"
        actions={<Button onClick={onEdit}>Modifier</Button>}
      />,
    );
    expect(screen.getByRole('article').dataset['status']).toBe('draft');
    expect(screen.getByRole('link', { description: 'Brouillon Expirée' })).toBeTruthy();
    const edit = screen.getByRole('button', { name: 'Modifier' });
    expect(edit.closest('a')).toBeNull();
    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('lets every word be overridden, and works without postal code nor expiry date', () => {
    const { postalCode: _postalCode, expiryDate: _expiryDate, ...rest } = offer;
    render(<JobOfferCard {...rest} status="draft" labels={{ company: 'Employeur', draft: 'Non publiée' }} />);
    expect(terms()).toEqual(['Employeur', 'Lieu', 'Publiée le']);
    expect(within(screen.getByRole('article')).getByText('Rennes')).toBeTruthy();
    expect(screen.getByText('Non publiée').dataset['variant']).toBe('warning');
  });

  it.each<[RegExp, Partial<JobOfferCardProps>]>([
    [/JobOfferCard: "publishedDate"/, { publishedDate: 'hier' }],
    [/JobOfferCard: "expiryDate"/, { expiryDate: '2026-02-29' }],
    [/JobOfferCard: "today"/, { today: new Date(Number.NaN) }],
  ])('throws an Error naming the invalid date: %s', (message, props) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<JobOfferCard {...offer} {...props} />)).toThrow(message);
    } finally {
      spy.mockRestore();
    }
  });
});
