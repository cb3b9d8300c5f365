/** Shared lookup tables of the demo content: which formations lead to which métier, and colours. */

/** Formations leading to each métier (keys of `node--metier` → keys of `node--formation`). */
export const METIER_FORMATIONS: Readonly<Record<string, readonly string[]>> = {
  boulanger: ['cap-boulanger', 'bp-boulanger', 'bac-pro-boulanger-patissier', 'mc-patisserie-boulangere'],
  patissier: ['cap-patissier', 'bac-pro-boulanger-patissier', 'mc-cuisinier-en-desserts-de-restaurant', 'mc-patisserie-boulangere'],
  cuisinier: ['cap-cuisine', 'bp-arts-de-la-cuisine', 'bac-pro-cuisine', 'mc-cuisinier-en-desserts-de-restaurant'],
  'serveur-en-restauration': [
    'cap-commercialisation-et-services-en-hcr',
    'bac-pro-commercialisation-et-services-en-restauration',
    'bts-management-en-hotellerie-restauration',
  ],
  boucher: ['cap-boucher', 'bp-boucher'],
  'charcutier-traiteur': ['cap-charcutier-traiteur', 'bp-boucher'],
  'receptionniste-en-hotellerie': [
    'mc-accueil-reception',
    'bts-management-en-hotellerie-restauration',
    'licence-pro-management-hotellerie-restauration',
  ],
  barman: ['bp-barman', 'cap-commercialisation-et-services-en-hcr'],
  sommelier: ['mc-sommellerie', 'bac-pro-commercialisation-et-services-en-restauration', 'licence-pro-management-hotellerie-restauration'],
  'vendeur-en-alimentation': ['cap-equipier-polyvalent-du-commerce', 'cap-charcutier-traiteur'],
};

/** Gradient colours of generated images, by sector (keys of `taxonomy_term--secteur`). */
export const SECTEUR_COLORS: Readonly<Record<string, readonly [string, string]>> = {
  'boulangerie-patisserie': ['#b8732e', '#f3e1c0'],
  cuisine: ['#8c2f1b', '#eaa56b'],
  'service-et-commercialisation': ['#1f3a5f', '#9cc3d5'],
  'boucherie-charcuterie': ['#7a1f2b', '#e7b7a3'],
  hotellerie: ['#234d4a', '#b9d8c2'],
  'commerce-alimentaire': ['#4d5d1f', '#dfe6a8'],
};
