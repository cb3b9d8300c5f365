import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ArticleCard,
  Button,
  Card,
  CardGrid,
  CardSkeleton,
  CourseCard,
  EventCard,
  JobOfferCard,
  type JobOfferCardProps,
  LoadingRegion,
  MenuCard,
  type MenuCourse,
  TradeCard,
} from '@campus/ui';

// Vite serves these files and rewrites the URLs (a static `new URL(…, import.meta.url)` needs no
// `*.svg` module declaration).
const bell = new URL('./assets/card-bell.svg', import.meta.url).href;
const bread = new URL('./assets/card-bread.svg', import.meta.url).href;
const building = new URL('./assets/card-building.svg', import.meta.url).href;
const chefHat = new URL('./assets/card-chef-hat.svg', import.meta.url).href;
const plate = new URL('./assets/card-plate.svg', import.meta.url).href;

const picture = (src: string) => ({ src, alt: '', width: 640, height: 360 });

/** The preview has none of the site's pages: clicking a card stays on the story. */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

// Owner's actions log their clicks in the Actions panel (and the interaction tests read them).
const onEdit = fn();
const onPublish = fn();

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
  image: picture(bread),
};

const menuCourses: MenuCourse[] = [
  { kind: 'starter', name: 'Velouté de potimarron, éclats de châtaigne' },
  { kind: 'main', name: 'Suprême de volaille fermière, jus corsé, légumes glacés' },
  { kind: 'dessert', name: 'Tarte fine aux pommes, glace vanille de Madagascar' },
];

const meta = {
  title: 'Composants/Card',
  component: Card,
  args: {
    title: 'Le restaurant d’application rouvre ses portes',
    href: '/actualites/restaurant-application',
    eyebrow: 'Vie du campus',
    meta: 'Publié le 2 mars 2026',
    children: 'Les apprentis en BP Arts de la cuisine vous accueillent du mardi au vendredi, midi et soir.',
    image: picture(plate),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  parameters: { cardWidth: '22rem' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters as { cardWidth?: string }).cardWidth }} onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Le restaurant d’application rouvre ses portes' });
    await expect(canvas.getAllByRole('link')).toEqual([link]);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const LongFrenchTitle: Story = {
  args: {
    title:
      'Mention complémentaire « Employé traiteur » : perfectionnement aux techniques professionnelles de la charcuterie-traiteur et de l’organisation de réceptions',
    eyebrow: 'Formations complémentaires d’initiative locale',
  },
};

export const WithoutImage: Story = { args: { image: undefined } };

export const WithFooter: Story = {
  args: { footer: <Button variant="secondary">Partager</Button>, image: undefined },
};

export const Article: Story = {
  render: () => (
    <ArticleCard
      title="Nos apprentis boulangers médaillés au concours régional"
      href="/actualites/apprentis-medailles"
      date="2026-03-29T23:30:00Z"
      category="Concours"
      summary="Trois apprentis du CFA montent sur le podium du concours de la meilleure baguette de tradition."
      image={picture(bread)}
    />
  ),
};

export const Event: Story = {
  render: () => (
    <EventCard
      title="Journées portes ouvertes"
      href="/agenda/portes-ouvertes"
      startDate="2026-04-14"
      endDate="2026-04-16"
      hours="de 9 h à 17 h"
      location="Campus de Rennes"
      category="Portes ouvertes"
      summary="Visitez les ateliers, rencontrez les formateurs et déjeunez au restaurant d’application."
      image={picture(building)}
    />
  ),
};

export const EventWithoutImage: Story = {
  render: () => (
    <EventCard
      title="Forum des métiers de l’hôtellerie et de la restauration"
      href="/agenda/forum-metiers"
      startDate="2026-03-29T23:30:00Z"
      location="Salle polyvalente, 12 rue des Apprentis, Saint-Malo"
    />
  ),
};

export const Course: Story = {
  render: () => (
    <CourseCard
      title="CAP Boulanger"
      href="/formations/cap-boulanger"
      diploma="CAP"
      level="Niveau 3"
      duration="2 ans"
      rhythm="Alternance : 2 semaines en entreprise / 1 semaine au CFA"
      campus="Campus de Rennes"
      image={picture(bread)}
    />
  ),
};

export const CourseWithoutImage: Story = {
  render: () => (
    <CourseCard
      title="Brevet de technicien supérieur Management en hôtellerie-restauration, option B : management d’unité de production culinaire"
      href="/formations/bts-mhr"
      diploma="BTS"
      duration="2 ans"
      rhythm="Alternance : 3 jours en entreprise / 2 jours au CFA, puis 6 semaines de stage à l’étranger"
      campus="Campus de Saint-Malo"
    />
  ),
};

export const Trade: Story = {
  render: () => (
    <TradeCard
      name="Cuisinier / Cuisinière"
      href="/metiers/cuisinier"
      sector="Métiers de bouche"
      summary="Au cœur de la brigade, il prépare entrées, plats et desserts dans le respect des règles d’hygiène."
      image={picture(chefHat)}
    />
  ),
};

export const TradeWithoutImage: Story = {
  render: () => (
    <TradeCard
      name="Réceptionniste en hôtellerie"
      href="/metiers/receptionniste"
      sector="Hôtellerie"
      summary="Premier visage de l’hôtel, il accueille les clients, gère les réservations et les départs."
    />
  ),
};

export const JobOffer: Story = { render: () => <JobOfferCard {...offer} /> };

export const JobOfferExpired: Story = {
  render: () => <JobOfferCard {...offer} today="2026-05-04" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAccessibleDescription('Expirée');
  },
};

export const JobOfferDraft: Story = {
  render: () => <JobOfferCard {...offer} status="draft" image={undefined} />,
};

/** The owner's list: actions stay clickable above the card's link. */
export const JobOfferOwnerActions: Story = {
  parameters: { cardWidth: 'none' },
  render: () => (
    <CardGrid aria-label="Mes offres d’emploi">
      <JobOfferCard
        {...offer}
        actions={
          <Button variant="secondary" onClick={onEdit} aria-label="Modifier l’offre « Apprenti boulanger (H/F) »">
            Modifier
          </Button>
        }
      />
      <JobOfferCard
        {...offer}
        title="Commis de cuisine en contrat de professionnalisation"
        href="/offres-emploi/commis-de-cuisine"
        company="Hôtel-restaurant Les Remparts"
        city="Saint-Malo"
        postalCode="35400"
        contractType="Contrat de professionnalisation"
        status="draft"
        image={picture(chefHat)}
        actions={
          <>
            <Button variant="secondary" onClick={onEdit} aria-label="Modifier l’offre « Commis de cuisine »">
              Modifier
            </Button>
            <Button onClick={onPublish} aria-label="Publier l’offre « Commis de cuisine »">
              Publier
            </Button>
          </>
        }
      />
      <JobOfferCard
        {...offer}
        title="Serveur / Serveuse (H/F)"
        href="/offres-emploi/serveur"
        contractType="CDD"
        today="2026-05-04"
        image={undefined}
      />
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publier l’offre « Commis de cuisine »' }));
    await expect(onPublish).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier l’offre « Apprenti boulanger (H/F) »' }));
    await expect(onEdit).toHaveBeenCalled();
  },
};

export const Menu: Story = {
  render: () => (
    <MenuCard
      title="Menu du jeudi 12 mars"
      href="/restaurant/menus/jeudi-12-mars"
      date="2026-03-12"
      service="lunch"
      price={24}
      courses={menuCourses}
      image={picture(plate)}
    />
  ),
};

export const MenuWithoutImage: Story = {
  render: () => (
    <MenuCard
      title="Dîner gastronomique de printemps"
      href="/restaurant/menus/diner-printemps"
      date="2026-04-02"
      service="dinner"
      price={38.5}
      courses={[
        ...menuCourses.slice(0, 2),
        { kind: 'cheese', name: 'Assiette de fromages affinés de Bretagne' },
        ...menuCourses.slice(2),
      ]}
    />
  ),
};

/** A page's list: cards of every kind, with and without pictures, in a responsive grid. */
export const MixedGrid: Story = {
  parameters: { cardWidth: 'none' },
  render: () => (
    <CardGrid aria-label="À la une">
      <ArticleCard
        title="Nos apprentis boulangers médaillés"
        href="/actualites/medailles"
        date="2026-03-29"
        category="Concours"
        image={picture(bread)}
      />
      <EventCard
        title="Journées portes ouvertes"
        href="/agenda/portes-ouvertes"
        startDate="2026-04-28"
        endDate="2026-05-02"
        location="Campus de Rennes"
        image={picture(building)}
      />
      <CourseCard
        title="BP Arts de la cuisine"
        href="/formations/bp-cuisine"
        diploma="BP"
        duration="2 ans"
        campus="Campus de Rennes"
      />
      <TradeCard name="Réceptionniste" href="/metiers/receptionniste" sector="Hôtellerie" image={picture(bell)} />
      <JobOfferCard {...offer} image={undefined} />
      <MenuCard
        title="Menu du jeudi 12 mars"
        href="/restaurant/menus/jeudi-12-mars"
        date="2026-03-12"
        service="lunch"
        price={24}
        courses={menuCourses}
      />
    </CardGrid>
  ),
};

/** While a list loads (client-side data): card-shaped placeholders, announced once as loading. */
export const Loading: Story = {
  parameters: { cardWidth: 'none' },
  render: () => (
    <LoadingRegion label="Chargement des offres d’emploi…">
      <CardGrid aria-hidden="true">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton withImage={false} />
      </CardGrid>
    </LoadingRegion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des offres d’emploi…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
