import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AccountMenu, DefaultLayout } from '@campus/ui';

// Vite serves the file and rewrites this URL (no `*.svg` module declaration needed).
const logoUrl = new URL('./assets/layout-logo.svg', import.meta.url).href;

const navigation = [
  { label: 'Formations', href: '/formations' },
  { label: 'Métiers', href: '/metiers' },
  { label: 'Actualités', href: '/actualites' },
  { label: 'Agenda', href: '/agenda' },
  { label: 'Offres d’emploi', href: '/offres-emploi' },
  { label: 'Restaurant d’application', href: '/restaurant-application' },
  { label: 'Contact', href: '/contact' },
];

const contact = {
  address: ['12 rue des Métiers', '35000 Rennes'],
  phone: '02 99 12 34 56',
  email: 'contact@cfa-metiers-de-bouche.fr',
};

/** The stories have no pages behind their links: stay on the story (in-page `#` links still work). */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link && !link.getAttribute('href')?.startsWith('#')) event.preventDefault();
}

function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/** The site renders a form here: signing out is a POST carrying a CSRF token. */
const logout = (
  <form method="post" action="/logout" onSubmit={preventSubmit}>
    <input type="hidden" name="csrf_token" value="exemple" />
    <button type="submit">Se déconnecter</button>
  </form>
);

function HomeContent() {
  return (
    <>
      <h1>Apprendre un métier de bouche en apprentissage</h1>
      <p>
        Le CFA des Métiers de Bouche forme chaque année plus de 600 apprentis en boulangerie, pâtisserie, boucherie,
        cuisine et service en salle, du CAP au BTS. Les cours alternent avec des périodes en entreprise, chez l’un
        de nos 450 artisans et restaurateurs partenaires d’Ille-et-Vilaine.
      </p>
      <h2>Un restaurant d’application ouvert au public</h2>
      <p>
        Du mardi au vendredi midi, nos apprentis en cuisine et en service accueillent jusqu’à 40 convives au
        restaurant d’application « La Table des Apprentis ». Le menu change chaque semaine, au fil des saisons et
        des produits de nos producteurs locaux.
      </p>
      <h2>Portes ouvertes</h2>
      <p>
        Venez découvrir nos ateliers et rencontrer nos formateurs le samedi 14 mars, de 9 h à 17 h. L’entrée est
        libre, sans inscription.
      </p>
    </>
  );
}

const meta = {
  title: 'Mise en page/DefaultLayout',
  component: DefaultLayout,
  parameters: {
    layout: 'fullscreen',
    // Each story in its own frame: a layout fills the page and its ids (#contenu…) must stay unique.
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
  args: {
    siteName: 'CFA des Métiers de Bouche',
    homeHref: '/',
    logo: <img src={logoUrl} alt="" width={56} height={56} />,
    navigation,
    accountMenu: <AccountMenu user={null} />,
    contact,
    accessibilityStatus: 'non conforme',
    year: 2025,
    footerContent: (
      <p>
        Établissement de la Chambre de Métiers et de l’Artisanat d’Ille-et-Vilaine, avec le soutien de la Région
        Bretagne.
      </p>
    ),
    children: <HomeContent />,
  },
  argTypes: {
    accessibilityStatus: {
      control: 'inline-radio',
      options: ['non conforme', 'partiellement conforme', 'totalement conforme'],
    },
    children: { control: false },
    logo: { control: false },
    accountMenu: { control: false },
    footerContent: { control: false },
    linkAs: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'contents' }} onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the home page: "Se connecter" in the header. */
export const Default: Story = {};

/** A company signed in: the account menu, opened. */
export const LoggedInCompany: Story = {
  args: {
    accountMenu: <AccountMenu user={{ name: 'Boulangerie Martin' }} logout={logout} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Mon compte (Boulangerie Martin)'));
    await expect(canvas.getByRole('link', { name: 'Déposer une offre' })).toBeVisible();
  },
};

function withCurrent(href: string) {
  return navigation.map((item) => ({ ...item, current: item.href === href }));
}

/** The page being shown is marked in the navigation (`aria-current="page"`). */
export const CurrentPage: Story = {
  args: {
    navigation: withCurrent('/restaurant-application'),
    children: (
      <>
        <h1>Restaurant d’application</h1>
        <p>
          « La Table des Apprentis » vous accueille du mardi au vendredi, de 12 h à 14 h. Menu du jour à 18 €
          (entrée, plat, dessert), préparé et servi par nos apprentis en CAP Cuisine et en Bac pro Commercialisation
          et services en restauration.
        </p>
        <p>Réservation conseillée au 02 99 12 34 60, au plus tard la veille avant 17 h.</p>
      </>
    ),
  },
};

/** Long French labels wrap without breaking the header. */
export const LongFrenchLabels: Story = {
  args: {
    siteName: 'Centre de formation d’apprentis des Métiers de Bouche et de l’Hôtellerie de Rennes Métropole',
    navigation: [
      { label: 'Nos formations en apprentissage, du CAP au BTS', href: '/formations' },
      { label: 'Découvrir les métiers de la boulangerie et de la pâtisserie', href: '/metiers', current: true },
      { label: 'Actualités et vie du campus', href: '/actualites' },
      { label: 'Agenda des journées portes ouvertes', href: '/agenda' },
      { label: 'Offres d’emploi et contrats d’apprentissage', href: '/offres-emploi' },
      { label: 'Réserver une table au restaurant d’application', href: '/restaurant-application' },
      { label: 'Nous contacter et venir au CFA', href: '/contact' },
    ],
    accountMenu: <AccountMenu user={{ name: 'Boucherie-Charcuterie Le Goff et Fils' }} logout={logout} />,
  },
};

/** The RGAA status is part of the accessibility link's text. */
export const PartiallyCompliant: Story = { args: { accessibilityStatus: 'partiellement conforme' } };

/** Only what is required: no logo, no account entry, no contact, no year, no navigation. */
export const Minimal: Story = {
  args: {
    logo: undefined,
    navigation: [],
    accountMenu: undefined,
    contact: undefined,
    year: undefined,
    footerContent: undefined,
    children: (
      <>
        <h1>Mentions légales</h1>
        <p>Éditeur du site : CFA des Métiers de Bouche, 12 rue des Métiers, 35000 Rennes.</p>
      </>
    ),
  },
};

function MobileFrame({ children }: { children: ReactNode }) {
  return <div style={{ width: '375px', margin: '0 auto', boxShadow: 'var(--shadow)' }}>{children}</div>;
}

/**
 * Small screens. The layout reacts to the width it is given (container queries), so this story
 * renders it in a 375px-wide frame and looks the same whatever the viewport; the viewport
 * toolbar shows the other widths.
 */
export const Mobile: Story = {
  args: { navigation: withCurrent('/formations') },
  decorators: [
    (Story) => (
      <MobileFrame>
        <Story />
      </MobileFrame>
    ),
  ],
};

/** Small screens, the "Menu" disclosure opened. */
export const MobileMenuOpen: Story = {
  ...Mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Menu'));
    await expect(canvas.getByRole('link', { name: 'Formations' })).toBeVisible();
  },
};
