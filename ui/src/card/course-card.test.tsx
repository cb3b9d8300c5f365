// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseCard, TradeCard } from '../index';

afterEach(cleanup);

const course = {
  title: 'CAP Boulanger',
  href: '/formations/cap-boulanger',
  diploma: 'CAP',
  level: 'Niveau 3',
  duration: '2 ans',
  rhythm: 'Alternance : 2 semaines en entreprise / 1 semaine au CFA',
  campus: 'Campus de Rennes',
};

describe('CourseCard', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(<CourseCard {...course} />);
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('has one link named by the title, the diploma as a tag and the details as terms', () => {
    render(<CourseCard {...course} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['CAP Boulanger']);
    expect(screen.getByText('CAP').dataset['variant']).toBe('brand');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Niveau', 'Durée', 'Rythme', 'Campus']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Niveau 3',
      '2 ans',
      'Alternance : 2 semaines en entreprise / 1 semaine au CFA',
      'Campus de Rennes',
    ]);
    expect(screen.getByRole('article').dataset['variant']).toBe('course');
  });

  it('leaves out missing details and lets the terms be overridden', () => {
    render(
      <CourseCard
        title="BTS MHR"
        href="/formations/bts-mhr"
        diploma="BTS"
        duration="2 ans"
        labels={{ duration: 'Durée de la formation' }}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Durée de la formation']);
  });
});

describe('TradeCard', () => {
  it('has no accessibility violations', async () => {
    const { container } = render(
      <TradeCard name="Boulanger / Boulangère" href="/metiers/boulanger" sector="Métiers de bouche" summary="Du pétrin au four." />,
    );
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('is named by the trade, with its sector and summary', () => {
    render(
      <TradeCard
        name="Cuisinier / Cuisinière"
        href="/metiers/cuisinier"
        sector="Métiers de bouche"
        summary="Au cœur de la brigade."
        headingLevel={2}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Cuisinier / Cuisinière']);
    expect(screen.getByRole('heading', { level: 2, name: 'Cuisinier / Cuisinière' })).toBeTruthy();
    expect(screen.getByText('Métiers de bouche')).toBeTruthy();
    expect(screen.getByText('Au cœur de la brigade.')).toBeTruthy();
    expect(screen.getByRole('article').dataset['variant']).toBe('trade');
  });
});
