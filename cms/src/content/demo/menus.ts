/** Weekly menus of the training restaurant (`node--menu_restaurant`), past and upcoming. */
import { formatDate, img, nearWeekday, paragraphs, shiftDate } from './helpers.js';
import type { DemoItem } from './types.js';

const TUESDAY = 2;

interface MenuSpec {
  readonly slug: string;
  readonly title: string;
  /** Week of service relative to the seeding day (negative: past). */
  readonly week: number;
  readonly entrees: readonly string[];
  readonly plats: readonly string[];
  readonly desserts: readonly string[];
  readonly prix: string;
  readonly alt: string;
  readonly colors: readonly [string, string];
}

const RESERVATION = paragraphs(
  'Service le mardi et le jeudi midi, de 12 h à 13 h 30, à La Table des apprentis (campus de Rennes, 2 rue des Compagnons).',
  'Réservation obligatoire au 02 99 12 34 80 ou à <a href="mailto:restaurant@campus-des-metiers.example">restaurant@campus-des-metiers.example</a>, au plus tard la veille à 16 h. Règlement par carte bancaire ou chèque. Merci de signaler toute allergie à la réservation.',
);

const specs: readonly MenuSpec[] = [
  {
    slug: 'menu-terre-et-mer-de-bretagne',
    title: 'Menu terre et mer de Bretagne',
    week: -4,
    entrees: ['Velouté de cocos de Paimpol, huile de persil', 'Tartare de maquereau, pommes vertes et sarrasin torréfié'],
    plats: ['Filet de lieu jaune, beurre blanc et poireaux fondants', 'Suprême de volaille de Janzé, purée de céleri'],
    desserts: ['Far breton aux pruneaux, crème fraîche', 'Kouign-amann tiède, glace au caramel au beurre salé'],
    prix: '22.00',
    alt: 'Un filet de lieu jaune nappé de beurre blanc',
    colors: ['#1e3a5f', '#f5deb3'],
  },
  {
    slug: 'menu-bistrot',
    title: 'Menu bistrot',
    week: -3,
    entrees: ['Œuf parfait, crème de champignons', 'Poireaux vinaigrette, œuf mimosa'],
    plats: ['Joue de bœuf braisée au cidre, carottes glacées', 'Blanquette de veau à l’ancienne, riz pilaf'],
    desserts: ['Île flottante, pralines roses', 'Tarte fine aux pommes'],
    prix: '20.00',
    alt: 'Une joue de bœuf braisée dans une cocotte en fonte',
    colors: ['#7c2d12', '#fde68a'],
  },
  {
    slug: 'menu-des-mentions-complementaires',
    title: 'Menu des mentions complémentaires',
    week: -2,
    entrees: ['Saint-Jacques snackées, émulsion au lait ribot', 'Pressé de légumes racines, vinaigrette à la noisette'],
    plats: ['Carré d’agneau en croûte d’herbes, jus corsé', 'Dos de cabillaud, risotto de petit épeautre'],
    desserts: ['Soufflé chaud au Grand Marnier', 'Sphère chocolat, cœur coulant au caramel'],
    prix: '26.00',
    alt: 'Un dessert à l’assiette en forme de sphère en chocolat',
    colors: ['#3f1d0b', '#f0c987'],
  },
  {
    slug: 'menu-vegetarien-du-potager',
    title: 'Menu végétarien du potager',
    week: -1,
    entrees: ['Carpaccio de betteraves, chèvre frais et herbes du potager', 'Tarte fine aux oignons confits'],
    plats: ['Risotto d’orge perlé aux champignons', 'Galette de sarrasin aux légumes rôtis, crème de comté'],
    desserts: ['Crumble pommes et rhubarbe', 'Fromage blanc battu, coulis de fruits rouges'],
    prix: '19.00',
    alt: 'Un carpaccio de betteraves décoré de fleurs comestibles',
    colors: ['#166534', '#fbcfe8'],
  },
  {
    slug: 'menu-gastronomique-des-bp-arts-de-la-cuisine',
    title: 'Menu gastronomique des BP Arts de la cuisine',
    week: 0,
    entrees: ['Langoustines rôties, bouillon de crustacés et algues', 'Foie gras de canard mi-cuit, chutney de figues'],
    plats: ['Filet de bar, sauce vierge et fenouil braisé', 'Pigeonneau rôti, pommes soufflées'],
    desserts: ['Paris-Brest revisité au sarrasin', 'Assiette de fromages affinés de Bretagne'],
    prix: '28.00',
    alt: 'Une langoustine rôtie dans un bouillon clair',
    colors: ['#9a3412', '#ffedd5'],
  },
  {
    slug: 'menu-saveurs-d-ailleurs',
    title: 'Menu saveurs d’ailleurs',
    week: 1,
    entrees: ['Ceviche de daurade au citron vert', 'Soupe miso aux légumes croquants'],
    plats: ['Tajine de poulet aux citrons confits', 'Curry de lieu noir au lait de coco, riz basmati'],
    desserts: ['Pastéis de nata', 'Panna cotta à la mangue et au fruit de la passion'],
    prix: '22.00',
    alt: 'Un tajine fumant garni d’olives et de citrons confits',
    colors: ['#b45309', '#fef3c7'],
  },
  {
    slug: 'menu-des-producteurs-du-pays-de-rennes',
    title: 'Menu des producteurs du pays de Rennes',
    week: 2,
    entrees: ['Terrine de campagne maison, pickles de légumes', 'Salade de lentilles, saumon fumé au bois de hêtre'],
    plats: ['Coucou de Rennes rôti, jus à la sauge', 'Filet mignon de porc fermier, embeurrée de chou'],
    desserts: ['Gâteau breton à la confiture de framboises', 'Pommes au four, crème anglaise au cidre'],
    prix: '24.00',
    alt: 'Une volaille rôtie dorée sur un plat de service',
    colors: ['#4d5d1f', '#ecfccb'],
  },
  {
    slug: 'menu-de-la-mer',
    title: 'Menu de la mer',
    week: 3,
    entrees: ['Huîtres de Cancale, vinaigrette à l’échalote', 'Rillettes de sardines, pain de seigle grillé'],
    plats: ['Cotriade bretonne', 'Filet de merlu, beurre noisette et pommes de terre fondantes'],
    desserts: ['Crêpes Suzette flambées en salle', 'Tartelette aux fraises de Plougastel'],
    prix: '26.00',
    alt: 'Un plateau d’huîtres sur de la glace pilée',
    colors: ['#0e7490', '#e0f2fe'],
  },
];

export function menus(now: Date): DemoItem[] {
  return specs.map((spec) => {
    const tuesday = nearWeekday(now, spec.week * 7, TUESDAY);
    return {
      type: 'node--menu_restaurant',
      key: spec.slug,
      label: spec.title,
      owner: 'redaction',
      createdDaysAgo: Math.min(-1, spec.week * 7 - 14),
      pathAlias: `/menu-restaurant/${spec.slug}`,
      fields: {
        field_dates_service: [formatDate(tuesday), formatDate(shiftDate(tuesday, 2))],
        field_entrees: spec.entrees,
        field_plats: spec.plats,
        field_desserts: spec.desserts,
        field_prix: spec.prix,
        field_reservation: RESERVATION,
        field_image: img(`menu-${spec.slug}`, spec.alt, spec.colors),
      },
    };
  });
}
