import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { MouseEvent } from 'react';
import { FullPageLayout } from '@campus/ui';

/** The stories have no pages behind their links: stay on the story. */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

const sites = [
  { name: 'Saint-Malo', x: 58, y: 20, training: 'CAP Cuisine, Bac pro Commercialisation et services en restauration' },
  { name: 'Fougères', x: 78, y: 38, training: 'CAP Boucher, CAP Charcutier-traiteur' },
  { name: 'Rennes', x: 66, y: 55, training: 'CAP Boulanger, CAP Pâtissier, BTS Management en hôtellerie-restauration' },
  { name: 'Vannes', x: 36, y: 78, training: 'CAP Poissonnier-écailler, Mention complémentaire Cuisinier en desserts' },
];

/** A stand-in for the interactive map: a fixed drawing (deterministic), described by its title. */
function TrainingMap() {
  return (
    <div
      style={{
        position: 'relative',
        height: '100%',
        minHeight: '32rem',
        // A plain grid standing for the map tiles.
        background: [
          'repeating-linear-gradient(0deg, var(--color-border) 0 1px, transparent 1px 48px)',
          'repeating-linear-gradient(90deg, var(--color-border) 0 1px, transparent 1px 48px)',
          'var(--color-surface-alt)',
        ].join(', '),
      }}
    >
      <svg
        role="img"
        aria-labelledby="carte-titre"
        viewBox="0 0 100 100"
        preserveAspectRatio="xMidYMid meet"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      >
        <title id="carte-titre">
          Carte des sites de formation en Bretagne : Saint-Malo, Fougères, Rennes et Vannes
        </title>
        <path
          d="M4 42 L18 30 L33 34 L46 20 L60 12 L76 20 L94 24 L96 58 L86 84 L62 93 L40 88 L22 80 L8 64 Z"
          style={{ fill: 'var(--color-surface)', stroke: 'var(--color-border-strong)', strokeWidth: 0.4 }}
        />
        {sites.map((site) => (
          <g key={site.name}>
            <circle cx={site.x} cy={site.y} r={2} style={{ fill: 'var(--color-brand)' }} />
            <text x={site.x + 3} y={site.y + 1.2} style={{ fill: 'var(--color-text)', fontSize: 3.2, fontWeight: 600 }}>
              {site.name}
            </text>
          </g>
        ))}
      </svg>
      <div
        style={{
          position: 'absolute',
          right: 'var(--space-4)',
          bottom: 'var(--space-4)',
          maxWidth: '24rem',
          marginLeft: 'var(--space-4)',
          padding: 'var(--space-4) var(--space-6)',
          borderRadius: 'var(--radius-lg)',
          background: 'var(--color-surface)',
          boxShadow: 'var(--shadow)',
        }}
      >
        <h1
          style={{ margin: 0, fontFamily: 'var(--font-heading)', fontSize: 'var(--font-size-xl)', lineHeight: 1.2 }}
        >
          Carte des formations
        </h1>
        <ul style={{ margin: 'var(--space-3) 0 0', paddingLeft: 'var(--space-4)' }}>
          {sites.map((site) => (
            <li key={site.name}>
              <strong>{site.name}</strong> : {site.training}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const meta = {
  title: 'Mise en page/FullPageLayout',
  component: FullPageLayout,
  parameters: {
    layout: 'fullscreen',
    // Each story in its own frame: the layout fills the page and its id (#contenu) must stay unique.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  args: {
    back: { label: 'Retour à l’accueil', href: '/' },
    children: <TrainingMap />,
  },
  argTypes: { children: { control: false }, linkAs: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ display: 'contents' }} onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FullPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The training map, with the floating link back to the home page. */
export const Default: Story = {};

/** Without the back link: nothing but the content. */
export const WithoutBackLink: Story = { args: { back: undefined } };

/** Another back link, with a long French label. */
export const LongBackLabel: Story = {
  args: { back: { label: 'Retour à la liste des formations en apprentissage', href: '/formations' } },
};

/** Small screens, in a 375px-wide frame (the viewport toolbar shows the other widths). */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '375px', margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
};
