// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from '../index';

afterEach(cleanup);

const logout = (
  <form method="post" action="/logout">
    <button type="submit">Se déconnecter</button>
  </form>
);

describe('AccountMenu', () => {
  it('has no accessibility violations, anonymous, signed in, open', async () => {
    for (const user of [null, { name: 'Boulangerie Martin' }]) {
      const { container } = render(<AccountMenu user={user} logout={logout} />);
      container.querySelector('details')?.setAttribute('open', '');
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('offers a visitor a "Se connecter" link', () => {
    const { rerender } = render(<AccountMenu user={null} />);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('group')).toBeNull();
    rerender(<AccountMenu user={null} loginHref="/connexion" loginLabel="Connexion entreprise" />);
    expect(screen.getByRole('link', { name: 'Connexion entreprise' }).getAttribute('href')).toBe('/connexion');
  });

  it('gives a signed-in user a "Mon compte" disclosure with the account links and the logout slot', () => {
    const { container } = render(<AccountMenu user={{ name: 'Boulangerie Martin' }} logout={logout} />);
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    const details = container.querySelector('details');
    const summary = details?.querySelector('summary');
    expect(summary?.textContent).toBe('Mon compte (Boulangerie Martin)');
    expect(details?.open).toBe(false);
    if (summary) fireEvent.click(summary);
    expect(details?.open).toBe(true);
    const list = within(container).getByRole('list');
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mon profil', '/profile'],
      ['Mes offres d’emploi', '/mes-offres-emploi'],
      ['Déposer une offre', '/offres-emploi/deposer'],
    ]);
    expect(within(list).getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('takes other links and another label', () => {
    const { container } = render(
      <AccountMenu
        user={{ name: 'Léa' }}
        links={[{ label: 'Mes candidatures', href: '/candidatures' }]}
        menuLabel={(name) => `Espace de ${name}`}
      />,
    );
    expect(container.querySelector('summary')?.textContent).toBe('Espace de Léa');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Mes candidatures']);
  });
});
