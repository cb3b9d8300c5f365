import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { CSSProperties } from 'react';

/** The design tokens of ui/src/tokens.css, rendered from the custom properties themselves. */
const COLORS: { token: string; use: string }[] = [
  { token: '--color-brand', use: 'Marque : boutons, en-tête, page courante' },
  { token: '--color-brand-strong', use: 'Marque, survol' },
  { token: '--color-brand-soft', use: 'Fond d’accent' },
  { token: '--color-text', use: 'Texte' },
  { token: '--color-text-muted', use: 'Texte secondaire' },
  { token: '--color-link', use: 'Liens' },
  { token: '--color-surface', use: 'Fond' },
  { token: '--color-surface-alt', use: 'Fond alterné, pied de page' },
  { token: '--color-border', use: 'Bordures décoratives' },
  { token: '--color-border-strong', use: 'Bordures des champs (contraste 3:1)' },
  { token: '--color-focus', use: 'Anneau de focus' },
  { token: '--color-danger', use: 'Erreur' },
  { token: '--color-success', use: 'Succès' },
  { token: '--color-warning', use: 'Avertissement' },
  { token: '--color-info', use: 'Information' },
];

const swatch: CSSProperties = {
  width: '3rem',
  height: '3rem',
  borderRadius: 'var(--radius)',
  border: '1px solid var(--color-border-strong)',
};

function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-8)' }}>
      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours">Couleurs</h2>
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 'var(--space-3)', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}>
          {COLORS.map(({ token, use }) => (
            <li key={token} style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
              <span aria-hidden="true" style={{ ...swatch, background: `var(${token})` }} />
              <span>
                <code>{token}</code>
                <br />
                {use}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Typographie</h2>
        <p style={{ fontFamily: 'var(--font-heading)', fontSize: 'var(--font-size-xl)', margin: 0 }}>
          Source Serif 4 — titres : « Apprendre un métier au CFA »
        </p>
        <p style={{ fontFamily: 'var(--font-body)', fontSize: 'var(--font-size-md)' }}>
          Source Sans 3 — texte courant : l’apprentissage alterne les périodes en entreprise et les cours au centre de
          formation. Chiffres : 0123456789 — accents : à â ç é è ê ë î ï ô œ ù û ü ÿ.
        </p>
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space">Espacements</h2>
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 'var(--space-2)' }}>
          {['1', '2', '3', '4', '6', '8', '12'].map((step) => (
            <li key={step} style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
              <code style={{ width: '7rem' }}>--space-{step}</code>
              <span aria-hidden="true" style={{ height: '1rem', width: `var(--space-${step})`, background: 'var(--color-brand)' }} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = { title: 'Fondations/Jetons', component: Tokens, tags: ['!autodocs'] } satisfies Meta<typeof Tokens>;

export default meta;

export const Jetons: StoryObj<typeof meta> = {};
