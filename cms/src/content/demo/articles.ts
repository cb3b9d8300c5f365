/** News articles (`node--article`) of the campus. */
import { moreArticleSpecs } from './articles-more.js';
import { body, img, term } from './helpers.js';
import type { DemoItem } from './types.js';

export interface ArticleSpec {
  readonly slug: string;
  readonly title: string;
  /** Days before the seeding day. */
  readonly daysAgo: number;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly paragraphs: readonly string[];
  readonly alt: string;
  readonly draft?: boolean;
}

const TAG_COLORS: Record<string, readonly [string, string]> = {
  concours: ['#9a3412', '#fdba74'],
  partenariats: ['#1e3a8a', '#93c5fd'],
  international: ['#0f766e', '#99f6e4'],
  examens: ['#3f6212', '#d9f99d'],
  'restaurant-d-application': ['#7c2d12', '#fed7aa'],
  'vie-du-campus': ['#6b21a8', '#e9d5ff'],
  alternance: ['#1f3a5f', '#bcd4e6'],
  'developpement-durable': ['#166534', '#bbf7d0'],
};

const specs: readonly ArticleSpec[] = [
  {
    slug: 'nos-apprentis-boulangers-remportent-le-concours-regional',
    title: 'Nos apprentis boulangers remportent le concours régional',
    daysAgo: 3,
    tags: ['concours', 'vie-du-campus'],
    summary: 'Léa et Maxime, en deuxième année de CAP Boulanger, ont décroché la première place du concours régional des jeunes boulangers.',
    paragraphs: [
      'Huit heures de production, un jury de meilleurs ouvriers de France et une pression bien réelle : Léa Guérin et Maxime Rault, apprentis en deuxième année de CAP Boulanger au campus de Rennes, ont remporté samedi le concours régional des jeunes boulangers.',
      'Leur pièce artistique, un phare breton en pâte morte, a particulièrement séduit le jury, tout comme leur pain de tradition au levain de sarrasin. « Nous nous sommes entraînés le mercredi soir pendant deux mois, avec le soutien de nos maîtres d’apprentissage », raconte Léa.',
      'Les deux lauréats représenteront la Bretagne à la finale nationale. Toute l’équipe pédagogique les félicite et remercie les boulangeries qui les ont accompagnés.',
    ],
    alt: 'Deux apprentis boulangers posent avec leur trophée devant leur pièce artistique',
  },
  {
    slug: 'un-partenariat-renouvele-avec-les-artisans-boulangers',
    title: 'Un partenariat renouvelé avec les artisans boulangers d’Ille-et-Vilaine',
    daysAgo: 9,
    tags: ['partenariats', 'alternance'],
    summary: 'Le campus et les artisans boulangers du département signent une convention de trois ans pour développer l’apprentissage.',
    paragraphs: [
      'La convention qui lie le campus aux artisans boulangers d’Ille-et-Vilaine a été renouvelée pour trois ans. Elle prévoit des formations de maîtres d’apprentissage, des stages de perfectionnement pour les salariés et un accueil facilité des jeunes en découverte du métier.',
      'Chaque année, plus de cent vingt boulangeries du département accueillent un apprenti du campus. Ce partenariat permet aussi d’ajuster nos contenus de formation aux besoins des entreprises : le travail sur levain et les farines locales y occupent désormais une place centrale.',
    ],
    alt: 'Signature d’une convention autour d’une table garnie de pains',
  },
  {
    slug: 'erasmus-nos-apprentis-cuisiniers-en-irlande',
    title: 'Erasmus+ : nos apprentis cuisiniers en stage en Irlande',
    daysAgo: 15,
    tags: ['international', 'alternance'],
    summary: 'Six apprentis de bac pro Cuisine ont passé trois semaines dans des restaurants de Cork grâce au programme Erasmus+.',
    paragraphs: [
      'Six apprentis de première année de bac pro Cuisine viennent de rentrer de trois semaines de stage à Cork, dans le sud de l’Irlande. Hébergés en famille, ils ont travaillé dans des restaurants du centre-ville et découvert une cuisine qui fait la part belle aux produits de la mer et aux fromages fermiers.',
      '« Travailler en anglais dans une brigade, au début, c’est impressionnant. Au bout d’une semaine, on ne pense plus à la langue », témoigne Enzo. Les apprentis ont également suivi des cours d’anglais professionnel chaque matin.',
      'Ce séjour est entièrement financé par le programme européen Erasmus+. Une nouvelle session est prévue pour les apprentis en service et en pâtisserie.',
    ],
    alt: 'Des apprentis en tenue de cuisine devant un restaurant irlandais',
  },
  {
    slug: 'examens-89-pour-cent-de-reussite',
    title: 'Examens : 89 % de réussite pour nos apprentis',
    daysAgo: 24,
    tags: ['examens'],
    summary: 'Les résultats de la dernière session confirment la qualité de l’accompagnement des apprentis, du CAP à la licence professionnelle.',
    paragraphs: [
      'Les résultats de la dernière session d’examens sont tombés : 89 % de nos apprentis ont obtenu leur diplôme, toutes formations confondues. Les CAP Boucher et les mentions complémentaires dépassent même les 93 %.',
      'Ces résultats sont le fruit du travail des apprentis, mais aussi de leurs maîtres d’apprentissage et des formateurs, qui ont multiplié les examens blancs et les séances de soutien.',
      'Les taux de réussite, de poursuite d’études et d’insertion de chaque formation sont publiés sur sa fiche, comme la loi l’impose à tous les centres de formation d’apprentis.',
    ],
    alt: 'Des apprentis consultent les résultats affichés dans le hall',
  },
  {
    slug: 'le-restaurant-d-application-rouvre-ses-portes',
    title: 'Le restaurant d’application rouvre ses portes au public',
    daysAgo: 31,
    tags: ['restaurant-d-application'],
    summary: 'La Table des apprentis accueille de nouveau le public le mardi et le jeudi midi, avec un menu renouvelé chaque semaine.',
    paragraphs: [
      'Après plusieurs semaines de travaux, la Table des apprentis, le restaurant d’application du campus de Rennes, accueille de nouveau le public. La salle a été entièrement repensée : nouvel éclairage, acoustique améliorée et une cuisine ouverte qui permet aux clients de voir les apprentis à l’œuvre.',
      'Le restaurant est ouvert le mardi et le jeudi midi. Le menu, composé d’une entrée, d’un plat et d’un dessert, change chaque semaine selon le programme de formation. Les réservations sont obligatoires.',
    ],
    alt: 'La salle du restaurant d’application dressée pour le service',
  },
  {
    slug: 'semaine-anti-gaspillage-au-campus',
    title: 'Une semaine pour lutter contre le gaspillage alimentaire',
    daysAgo: 38,
    tags: ['developpement-durable', 'vie-du-campus'],
    summary: 'Pesée des déchets, recettes à partir d’invendus et ateliers de conservation : le campus s’est mobilisé contre le gaspillage.',
    paragraphs: [
      'Pendant une semaine, les apprentis de tous les ateliers ont pesé chaque jour les déchets de leurs productions. Résultat : près de quarante kilos de denrées auraient pu être évités, principalement des parures de légumes et du pain rassis.',
      'Les apprentis en cuisine ont relevé le défi en imaginant des recettes à partir de ces restes : pain perdu caramélisé, bouillon de parures, pickles de tiges de brocoli. Les meilleures recettes figureront au menu du restaurant d’application.',
      'Cette démarche se poursuit toute l’année, avec des objectifs chiffrés pour chaque atelier.',
    ],
    alt: 'Une balance posée sur un plan de travail au milieu de parures de légumes',
  },
  {
    slug: 'un-potager-pedagogique-sur-le-campus-de-rennes',
    title: 'Un potager pédagogique sur le campus de Rennes',
    daysAgo: 45,
    tags: ['developpement-durable'],
    summary: 'Aromatiques, fleurs comestibles et petits légumes : les apprentis cultivent désormais une partie des produits qu’ils cuisinent.',
    paragraphs: [
      'Derrière les ateliers de cuisine, une ancienne pelouse a laissé place à un potager de trois cents mètres carrés. Les apprentis y cultivent herbes aromatiques, fleurs comestibles, radis et salades, avec l’aide d’un maraîcher de la ceinture rennaise.',
      'Le potager est aussi un support pédagogique : saisonnalité des produits, compostage des déchets des ateliers, récupération de l’eau de pluie. Les récoltes rejoignent directement la cuisine du restaurant d’application.',
    ],
    alt: 'Des carrés potagers plantés d’herbes aromatiques',
  },
  {
    slug: 'trophee-des-jeunes-sommeliers',
    title: 'Trophée des jeunes sommeliers : une apprentie sur le podium',
    daysAgo: 53,
    tags: ['concours'],
    summary: 'Manon, apprentie en mention complémentaire Sommellerie à Saint-Malo, termine deuxième du trophée interrégional.',
    paragraphs: [
      'Dégustation à l’aveugle, accord mets et vins, service d’un vin effervescent devant le jury : Manon Le Corre a brillé lors du trophée interrégional des jeunes sommeliers, où elle termine à la deuxième place.',
      'Apprentie dans un restaurant gastronomique de Dinard, Manon prépare sa mention complémentaire Sommellerie au campus de Saint-Malo. « La dégustation à l’aveugle, c’est beaucoup de travail de mémoire. Mon maître d’apprentissage me fait goûter un vin différent chaque jour », confie-t-elle.',
    ],
    alt: 'Une jeune sommelière sert un vin devant un jury',
  },
  {
    slug: 'les-apprentis-boulangers-a-la-decouverte-d-un-moulin',
    title: 'Les apprentis boulangers à la découverte d’un moulin',
    daysAgo: 60,
    tags: ['vie-du-campus', 'partenariats'],
    summary: 'Du grain à la farine : les CAP Boulanger ont visité un moulin familial du pays de Redon.',
    paragraphs: [
      'Pour comprendre ce qu’il y a dans leur sac de farine, les apprentis de première année de CAP Boulanger ont passé une journée dans un moulin familial du pays de Redon. Réception des blés, nettoyage, mouture sur meules de pierre et sur cylindres : toutes les étapes leur ont été expliquées par le meunier.',
      'L’après-midi, les apprentis ont comparé au fournil des pains réalisés avec différentes farines. Une façon concrète de comprendre l’influence du taux de cendres et de la force boulangère sur la pâte.',
    ],
    alt: 'Des apprentis observent des meules de pierre dans un moulin',
  },
  {
    slug: 'job-dating-120-entretiens-en-une-matinee',
    title: 'Job dating : 120 entretiens en une matinée',
    daysAgo: 67,
    tags: ['alternance', 'partenariats'],
    summary: 'Trente-cinq entreprises et plus de quatre-vingts candidats se sont rencontrés au campus de Rennes.',
    paragraphs: [
      'Le job dating des métiers de bouche a réuni trente-cinq entreprises et plus de quatre-vingts jeunes à la recherche d’un contrat d’apprentissage. En une matinée, cent vingt entretiens de dix minutes ont eu lieu.',
      'Les candidats avaient été préparés en amont par notre service relations entreprises : rédaction du CV, simulation d’entretien, conseils de présentation. Quinze contrats ont déjà été signés à l’issue de la rencontre.',
      'Vous êtes une entreprise et vous recherchez un apprenti ? Créez un compte sur notre site pour publier vos offres d’emploi.',
    ],
    alt: 'Des candidats en entretien avec des recruteurs autour de petites tables',
  },
  {
    slug: 'nouvelle-formation-mention-complementaire-accueil-reception',
    title: 'Nouvelle formation : la mention complémentaire Accueil-réception',
    daysAgo: 74,
    tags: ['vie-du-campus', 'alternance'],
    summary: 'Le campus de Saint-Malo ouvre une mention complémentaire pour former les réceptionnistes dont les hôtels de la côte ont besoin.',
    paragraphs: [
      'À la demande des hôteliers de la Côte d’Émeraude, le campus de Saint-Malo ouvre une mention complémentaire Accueil-réception. En un an d’alternance, elle prépare au métier de réceptionniste : accueil de la clientèle française et étrangère, gestion des réservations, facturation.',
      'La formation est ouverte aux titulaires d’un baccalauréat. Les candidatures sont ouvertes sur notre site et lors des journées portes ouvertes.',
    ],
    alt: 'Une apprentie réceptionniste au téléphone derrière un comptoir',
  },
  {
    slug: 'une-aide-de-500-euros-pour-le-permis-de-conduire',
    title: 'Une aide de 500 € pour passer le permis de conduire',
    daysAgo: 82,
    tags: ['alternance'],
    summary: 'Les apprentis majeurs peuvent bénéficier d’une aide de l’État pour financer leur permis B. Le campus vous accompagne dans la démarche.',
    paragraphs: [
      'Les apprentis âgés d’au moins dix-huit ans, engagés dans la préparation du permis B, peuvent bénéficier d’une aide forfaitaire de 500 € versée par l’État. Cette aide est cumulable avec les autres aides, notamment celles de la Région.',
      'Pour la demander, il suffit de remettre au service vie de l’apprenti le formulaire de demande et un devis ou une facture de l’auto-école. Le campus se charge du reste et verse l’aide à l’auto-école ou à l’apprenti.',
    ],
    alt: 'Une voiture d’auto-école garée devant le campus',
  },
  {
    slug: 'les-maitres-d-apprentissage-a-l-honneur',
    title: 'Les maîtres d’apprentissage à l’honneur',
    daysAgo: 90,
    tags: ['partenariats', 'alternance'],
    summary: 'Une soirée pour remercier les chefs d’entreprise et les salariés qui transmettent leur savoir-faire à nos apprentis.',
    paragraphs: [
      'Ils sont boulangers, bouchers, chefs de cuisine ou directeurs d’hôtel, et chaque jour ils transmettent leur métier. Plus de deux cents maîtres d’apprentissage étaient réunis au campus pour une soirée de remerciement.',
      'Cinq d’entre eux ont été distingués pour leur engagement : Sophie Martin, de la Boulangerie Martin à Rennes, forme des apprentis depuis vingt ans et a accompagné trois d’entre eux jusqu’au titre de meilleur apprenti de France.',
      'La soirée s’est terminée par un buffet préparé par les apprentis en charcuterie-traiteur et en pâtisserie.',
    ],
    alt: 'Des maîtres d’apprentissage applaudissent lors d’une cérémonie',
  },
  {
    slug: 'stage-a-barcelone-pour-les-etudiants-de-bts',
    title: 'Quatre semaines à Barcelone pour les étudiants de BTS',
    daysAgo: 97,
    tags: ['international'],
    summary: 'Les étudiants de BTS Management en hôtellerie-restauration ont effectué leur séjour d’études dans des hôtels barcelonais.',
    paragraphs: [
      'Réception, étages, restauration : les dix-huit étudiants de première année de BTS Management en hôtellerie-restauration ont découvert le fonctionnement de grands hôtels de Barcelone pendant quatre semaines.',
      'Au-delà de la pratique de l’espagnol et de l’anglais, ce séjour leur a permis de comparer les méthodes de travail et de management. Chaque étudiant présentera un rapport d’étonnement à ses camarades à son retour.',
    ],
    alt: 'Des étudiants en tenue professionnelle dans le hall d’un hôtel',
  },
  {
    slug: 'une-collecte-solidaire-pour-la-banque-alimentaire',
    title: 'Une collecte solidaire pour la banque alimentaire',
    daysAgo: 104,
    tags: ['vie-du-campus'],
    summary: 'Les apprentis ont collecté plus d’une tonne de denrées et cuisiné des repas pour une association d’aide alimentaire.',
    paragraphs: [
      'À l’initiative du conseil des apprentis, le campus a organisé pendant deux semaines une collecte de denrées non périssables. Plus d’une tonne de produits a été remise à la banque alimentaire d’Ille-et-Vilaine.',
      'Les apprentis en cuisine ont également préparé trois cents repas pour une association rennaise d’aide aux personnes sans domicile. Une expérience marquante pour beaucoup d’entre eux.',
    ],
    alt: 'Des cartons de denrées empilés dans le hall du campus',
  },
  {
    slug: 'un-apprenti-boucher-en-finale-du-concours-un-des-meilleurs-apprentis-de-france',
    title: 'Un apprenti boucher en finale du concours « Un des meilleurs apprentis de France »',
    daysAgo: 111,
    tags: ['concours'],
    summary: 'Lucas, en CAP Boucher à Fougères, a obtenu la médaille d’or départementale puis régionale.',
    paragraphs: [
      'Lucas Morin, apprenti en deuxième année de CAP Boucher au campus de Fougères, s’est qualifié pour la finale nationale du concours « Un des meilleurs apprentis de France ». Il a décroché la médaille d’or aux échelons départemental et régional.',
      'Son épreuve : la préparation d’un carré de veau, d’un rôti et d’un plateau de préparations bouchères, en trois heures. « Lucas a une précision rare au couteau », souligne Erwan Le Roux, son maître d’apprentissage.',
    ],
    alt: 'Un apprenti boucher prépare un carré de veau',
  },
];

export function articles(): DemoItem[] {
  return [...specs, ...moreArticleSpecs].map((spec) => {
    const colors = TAG_COLORS[spec.tags[0] ?? ''] ?? ['#3d5a80', '#e0fbfc'];
    return {
      type: 'node--article',
      key: spec.slug,
      label: spec.title,
      status: !spec.draft,
      owner: 'redaction',
      createdDaysAgo: -spec.daysAgo,
      pathAlias: `/article/${spec.slug}`,
      fields: {
        body: body(spec.summary, ...spec.paragraphs),
        field_image: img(`article-${spec.slug}`, spec.alt, colors),
        field_tags: spec.tags.map((tag) => term.tag(tag)),
      },
    };
  });
}
