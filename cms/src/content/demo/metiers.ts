/** Trades (`node--metier`) the campus trains for. */
import { METIER_FORMATIONS, SECTEUR_COLORS } from './catalog.js';
import { img, paragraphs, term } from './helpers.js';
import { type DemoItem, ref } from './types.js';

interface MetierSpec {
  readonly key: string;
  readonly label: string;
  readonly secteur: string;
  readonly description: readonly string[];
  readonly video: string;
  readonly salaire: string;
  readonly competences: readonly string[];
  readonly alt: string;
}

const specs: readonly MetierSpec[] = [
  {
    key: 'boulanger',
    label: 'Boulanger ou boulangère',
    secteur: 'boulangerie-patisserie',
    description: [
      'Le boulanger fabrique chaque jour les pains, les baguettes et les viennoiseries vendus en boutique. Il choisit ses farines, conduit ses levains, pétrit, façonne et surveille la cuisson au degré près.',
      'Le métier commence tôt le matin, souvent avant l’aube, mais offre une grande autonomie et de vraies perspectives : de nombreuses boulangeries de Bretagne cherchent un repreneur.',
    ],
    video: 'b7KpR2xQm4E',
    salaire: '1 802 € à 2 300 € brut par mois',
    competences: ['Pétrissage et façonnage', 'Conduite d’un levain naturel', 'Maîtrise des cuissons au four à sole', 'Hygiène et sécurité alimentaire'],
    alt: 'Un boulanger sort des baguettes du four à sole',
  },
  {
    key: 'patissier',
    label: 'Pâtissier ou pâtissière',
    secteur: 'boulangerie-patisserie',
    description: [
      'Le pâtissier réalise les entremets, tartes, gâteaux de voyage et petits fours d’une pâtisserie, d’un restaurant ou d’un traiteur. Précision des pesées, maîtrise des températures et sens esthétique font la différence.',
      'Après quelques années d’expérience, il peut devenir chef pâtissier, se spécialiser en chocolaterie ou ouvrir sa propre boutique.',
    ],
    video: 'Xc3nT8wLq0A',
    salaire: '1 802 € à 2 400 € brut par mois',
    competences: ['Pâtes, crèmes et biscuits de base', 'Travail du chocolat et du sucre', 'Décor et finition', 'Organisation de la production'],
    alt: 'Une pâtissière glace un entremets au chocolat',
  },
  {
    key: 'cuisinier',
    label: 'Cuisinier ou cuisinière',
    secteur: 'cuisine',
    description: [
      'Du commis au chef de cuisine, le cuisinier prépare les plats servis au restaurant, à la cantine ou lors d’un banquet. Il épluche, taille, cuit, assaisonne et dresse, en respectant les fiches techniques et le rythme du service.',
      'Les établissements bretons recrutent toute l’année, particulièrement sur le littoral avant la saison : un cuisinier qualifié trouve rapidement un poste.',
    ],
    video: 'mR5vH1zKp9s',
    salaire: '1 802 € à 2 600 € brut par mois',
    competences: ['Techniques de cuisson', 'Fonds, sauces et garnitures', 'Dressage des assiettes', 'Travail en brigade', 'Réduction du gaspillage alimentaire'],
    alt: 'Un cuisinier saisit des légumes dans une sauteuse',
  },
  {
    key: 'serveur-en-restauration',
    label: 'Serveur ou serveuse en restauration',
    secteur: 'service-et-commercialisation',
    description: [
      'Le serveur accueille les clients, les installe, présente la carte, conseille et sert les mets et les boissons. Il est l’ambassadeur de la maison et veille à ce que chaque client reparte satisfait.',
      'Avec l’expérience, il devient chef de rang puis maître d’hôtel. La maîtrise de l’anglais est un atout précieux dans les établissements touristiques.',
    ],
    video: 'T4gWc6yNd2U',
    salaire: '1 802 € à 2 200 € brut par mois, hors pourboires',
    competences: ['Accueil et relation client', 'Techniques de service à l’assiette et au plat', 'Conseil et vente additionnelle', 'Anglais professionnel'],
    alt: 'Une serveuse apporte deux assiettes en salle',
  },
  {
    key: 'boucher',
    label: 'Boucher ou bouchère',
    secteur: 'boucherie-charcuterie',
    description: [
      'Le boucher réceptionne les carcasses, les découpe, les désosse et prépare les morceaux prêts à cuire. En boutique, il conseille les clients sur le choix des viandes et leur cuisson.',
      'Métier en tension, la boucherie offre un emploi à la grande majorité des diplômés et de belles possibilités d’installation.',
    ],
    video: 'Lz8qB3eVu7c',
    salaire: '1 850 € à 2 500 € brut par mois',
    competences: ['Découpe et désossage', 'Préparations bouchères', 'Conseil à la clientèle', 'Traçabilité des viandes'],
    alt: 'Un boucher ficelle un rôti de porc',
  },
  {
    key: 'charcutier-traiteur',
    label: 'Charcutier-traiteur ou charcutière-traiteur',
    secteur: 'boucherie-charcuterie',
    description: [
      'Le charcutier-traiteur fabrique saucisses, pâtés, jambons, andouilles et plats cuisinés. Il prépare aussi les buffets et cocktails livrés pour les mariages, les repas d’entreprise ou les fêtes de famille.',
      'À mi-chemin entre la boucherie et la cuisine, ce métier demande créativité et rigueur sanitaire.',
    ],
    video: 'P2dJr9kFs5W',
    salaire: '1 802 € à 2 400 € brut par mois',
    competences: ['Fabrication de charcuterie cuite et crue', 'Cuisine traiteur', 'Conditionnement et étiquetage', 'Maîtrise de la chaîne du froid'],
    alt: 'Un plateau de charcuteries et de terrines maison',
  },
  {
    key: 'receptionniste-en-hotellerie',
    label: 'Réceptionniste en hôtellerie',
    secteur: 'hotellerie',
    description: [
      'Premier et dernier contact du client, le réceptionniste gère les réservations, les arrivées et les départs, la facturation et les demandes de la clientèle pendant son séjour.',
      'Il travaille en horaires décalés, y compris la nuit, et parle au moins une langue étrangère. Il peut évoluer vers un poste de chef de réception ou de directeur d’hébergement.',
    ],
    video: 'h6Ya0nCt3Rk',
    salaire: '1 802 € à 2 300 € brut par mois',
    competences: ['Accueil et gestion des réclamations', 'Logiciel de gestion hôtelière', 'Anglais courant', 'Facturation et encaissement'],
    alt: 'Un réceptionniste remet une clé à une cliente',
  },
  {
    key: 'barman',
    label: 'Barman ou barmaid',
    secteur: 'service-et-commercialisation',
    description: [
      'Le barman prépare et sert les boissons chaudes et froides, les cocktails avec ou sans alcool, et anime le bar d’un hôtel, d’un restaurant ou d’un établissement de nuit.',
      'Il gère aussi les stocks et les commandes, et veille au respect de la réglementation sur la vente d’alcool.',
    ],
    video: 'Fw1sZ4oGx8n',
    salaire: '1 802 € à 2 500 € brut par mois',
    competences: ['Techniques de mixologie', 'Connaissance des produits', 'Gestion des stocks du bar', 'Vente responsable d’alcool'],
    alt: 'Un barman verse un cocktail dans un verre à pied',
  },
  {
    key: 'sommelier',
    label: 'Sommelier ou sommelière',
    secteur: 'service-et-commercialisation',
    description: [
      'Le sommelier choisit les vins, gère la cave, compose la carte et conseille les clients pour accorder les vins aux plats. Il assure le service du vin à table.',
      'Ce métier de passion s’exerce dans les restaurants gastronomiques, chez les cavistes ou pour les négociants, en France comme à l’étranger.',
    ],
    video: 'Q9eDm2tAi6y',
    salaire: '1 900 € à 2 800 € brut par mois',
    competences: ['Dégustation et analyse sensorielle', 'Accords mets et vins', 'Gestion de cave', 'Service du vin'],
    alt: 'Un sommelier goûte un vin rouge au verre',
  },
  {
    key: 'vendeur-en-alimentation',
    label: 'Vendeur ou vendeuse en alimentation',
    secteur: 'commerce-alimentaire',
    description: [
      'En épicerie fine, en fromagerie, en boulangerie ou au rayon traditionnel d’un supermarché, le vendeur en alimentation accueille, conseille et sert les clients. Il met en valeur les produits et veille à leur fraîcheur.',
      'C’est une bonne porte d’entrée vers les métiers de bouche et vers des responsabilités de chef de rayon.',
    ],
    video: 'n3UkE7rYb1Q',
    salaire: '1 802 € à 2 100 € brut par mois',
    competences: ['Accueil et conseil', 'Connaissance des produits frais', 'Mise en rayon et rotation des stocks', 'Encaissement'],
    alt: 'Une vendeuse coupe une part de fromage au comptoir',
  },
];

export function metiers(): DemoItem[] {
  return specs.map((spec, index) => ({
    type: 'node--metier',
    key: spec.key,
    label: spec.label,
    createdDaysAgo: -(270 - index * 4),
    pathAlias: `/metier/${spec.key}`,
    fields: {
      field_description: paragraphs(...spec.description),
      field_image: img(`metier-${spec.key}`, spec.alt, SECTEUR_COLORS[spec.secteur] ?? ['#3d5a80', '#e0fbfc']),
      field_video_youtube: spec.video,
      field_formations: (METIER_FORMATIONS[spec.key] ?? []).map((key) => ref('node--formation', key)),
      field_salaire: spec.salaire,
      field_competences: spec.competences,
      field_secteur: term.secteur(spec.secteur),
    },
  }));
}
