import { sectionsOf } from './content-types';

/** What the site says about the school in every page's chrome. */
export type NavigationEntry = {
  label: string;
  href: string;
  /** Path prefixes that belong to this entry (its detail pages), for `aria-current`. */
  sections: readonly string[];
};

/** The sections of the header's navigation, by the content types they hold (lib/content-types.ts). */
export const NAVIGATION: readonly NavigationEntry[] = [
  // The catalogue leads to the map, the trades and the sectors: all of them are this entry's.
  { label: 'Formations', href: '/formations', sections: sectionsOf('formation', 'formation_carte', 'metier') },
  { label: 'Actualités', href: '/articles', sections: sectionsOf('article') },
  { label: 'Agenda', href: '/agenda', sections: sectionsOf('evenement') },
  { label: 'Restaurant d’application', href: '/menus-restaurant', sections: sectionsOf('menu_restaurant') },
  { label: 'Offres d’emploi', href: '/offres-emploi', sections: [...sectionsOf('offre_emploi'), '/mes-offres-emploi'] },
  { label: 'Contact', href: '/contact', sections: ['/contact'] },
];

/** The footer's links to the catalogue's indexes and to the school's own pages. */
export const FOOTER_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Toutes les formations', href: '/formations' },
  { label: 'Les formations par secteur', href: '/nos-formations' },
  { label: 'Les métiers', href: '/metiers' },
  { label: 'Notre histoire', href: '/ecole/notre-histoire' },
  { label: 'Le restaurant d’application', href: '/ecole/le-restaurant-d-application' },
];

/** Whether `pathname` is in one of `sections` (the section itself or below it). */
export function isInSection(pathname: string, sections: readonly string[]): boolean {
  return sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

/**
 * The footer's cookie links: "Gestion des cookies" reopens the consent panel (tarteaucitron
 * follows `#tarteaucitron`), the page explaining the cookies keeps its own link.
 */
export const LEGAL_LABELS = { cookies: 'Politique de cookies', cookieSettings: 'Gestion des cookies' } as const;

export const CONTACT = {
  address: ['12 rue des Métiers', '35000 Rennes'],
  phone: '02 99 12 34 56',
  email: 'contact@campus-des-metiers.fr',
};
