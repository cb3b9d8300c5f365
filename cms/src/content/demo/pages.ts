/** Basic pages (`node--page`): legal notices, accessibility statement, privacy, cookies, the school. */
import type { DemoItem } from './types.js';

interface PageSpec {
  readonly key: string;
  readonly title: string;
  readonly alias: string;
  readonly summary: string;
  readonly html: string;
  readonly daysAgo: number;
}

const CONTACT_MAIL = '<a href="mailto:contact@campus-des-metiers.example">contact@campus-des-metiers.example</a>';

const specs: readonly PageSpec[] = [
  {
    key: 'mentions-legales',
    title: 'Mentions légales',
    alias: '/mentions-legales',
    daysAgo: 300,
    summary: 'Éditeur, directrice de la publication, hébergeur et conditions d’utilisation du site.',
    html: [
      '<p><em>Le Campus des métiers est un établissement fictif : ce site est une démonstration et les informations ci-dessous sont données à titre d’exemple.</em></p>',
      '<h2>Éditeur du site</h2>',
      '<p>Campus des métiers, centre de formation d’apprentis des métiers de bouche et de l’hôtellerie-restauration, association régie par la loi du 1<sup>er</sup> juillet 1901.<br>Siège : 2 rue des Compagnons, 35000 Rennes.<br>Téléphone : 02 99 12 34 56 – courriel : ' + CONTACT_MAIL + '.<br>SIRET : 123 456 789 00010.</p>',
      '<p>Déclaration d’activité enregistrée sous le numéro 53 35 00000 35 auprès du préfet de la région Bretagne. Cet enregistrement ne vaut pas agrément de l’État. Organisme certifié Qualiopi au titre de la catégorie d’actions « actions de formation par apprentissage ».</p>',
      '<h2>Directrice de la publication</h2>',
      '<p>Hélène Cadiou, directrice du Campus des métiers.</p>',
      '<h2>Hébergement</h2>',
      '<p>Hébergeur Exemple SAS, 10 rue du Serveur, 35000 Rennes, 02 99 00 00 00.</p>',
      '<h2>Propriété intellectuelle</h2>',
      '<p>Les textes, photographies, logos et vidéos publiés sur ce site sont la propriété du Campus des métiers ou de leurs auteurs. Toute reproduction, même partielle, est soumise à autorisation préalable, à l’exception des offres d’emploi, que vous pouvez partager librement.</p>',
      '<h2>Offres d’emploi</h2>',
      '<p>Les offres d’emploi sont publiées sous la responsabilité des entreprises qui les déposent. Le Campus des métiers les vérifie avant publication et se réserve le droit de retirer toute offre non conforme à la réglementation, notamment discriminatoire.</p>',
      '<h2>Liens</h2>',
      '<p>Les liens vers des sites extérieurs sont proposés à titre d’information ; le Campus des métiers n’est pas responsable de leur contenu.</p>',
    ].join(''),
  },
  {
    key: 'accessibilite',
    title: 'Déclaration d’accessibilité',
    alias: '/accessibilite',
    daysAgo: 299,
    summary: 'Déclaration d’accessibilité : le site vise le niveau AA des WCAG 2.1 (RGAA 4.1) ; un audit de conformité est programmé.',
    html: [
      '<p>Le Campus des métiers s’engage à rendre son site internet accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration d’accessibilité s’applique au site du Campus des métiers.</p>',
      '<h2>État de conformité</h2>',
      '<p>Le site a été conçu pour respecter le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1, qui reprend les critères de niveau AA des règles pour l’accessibilité des contenus web (WCAG 2.1). Il n’a cependant pas encore fait l’objet d’un audit de conformité : il est donc, à ce jour, <strong>non conforme</strong> au sens de la réglementation.</p>',
      '<p>Un audit complet, réalisé par un prestataire indépendant, est programmé. Ses résultats, le taux de conformité et la liste des contenus non accessibles seront publiés sur cette page, accompagnés d’un schéma pluriannuel de mise en accessibilité.</p>',
      '<h2>Contenus dont nous savons qu’ils ne sont pas encore accessibles</h2>',
      '<ul><li>Certaines vidéos de présentation des métiers ne disposent pas encore de sous-titres vérifiés ni de transcription.</li><li>Certains documents téléchargeables anciens (règlements, calendriers) ne sont pas balisés pour les technologies d’assistance.</li><li>La carte des lieux de formation est doublée d’une liste textuelle des adresses, dont la présentation reste à améliorer.</li></ul>',
      '<h2>Établissement de cette déclaration</h2>',
      '<p>Cette déclaration a été établie sur la base d’une auto-évaluation de l’équipe du site. Technologies utilisées : HTML, CSS, JavaScript. Agents utilisateurs et technologies d’assistance prévus pour les tests : NVDA et Firefox, JAWS et Chrome, VoiceOver et Safari.</p>',
      '<p>Vérifications faites à chaque évolution du site, de manière automatisée : l’outil axe-core (règles WCAG 2.1 niveaux A et AA) ne relève aucun défaut sur l’ensemble des pages publiques, sur ordinateur et sur mobile, ni sur le bandeau et le panneau de gestion des cookies, les formulaires affichant leurs erreurs et les pages de l’espace entreprise ; les parcours suivants sont réalisables entièrement au clavier, avec un indicateur de focus visible : accepter ou refuser les cookies, se connecter, déposer une offre avec l’éditeur de texte, parcourir les actualités page par page et l’agenda mois par mois. Ces tests automatisés ne couvrent qu’une partie des critères du RGAA et ne remplacent pas l’audit de conformité.</p>',
      '<h2>Retour d’information et contact</h2>',
      '<p>Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez nous contacter pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme : ' + CONTACT_MAIL + ', 02 99 12 34 56, ou par courrier au Campus des métiers, 2 rue des Compagnons, 35000 Rennes.</p>',
      '<h2>Voies de recours</h2>',
      '<p>Si vous constatez un défaut d’accessibilité vous empêchant d’accéder à un contenu ou à une fonctionnalité du site, que vous nous le signalez et que vous ne parvenez pas à obtenir une réponse satisfaisante, vous êtes en droit de faire parvenir vos doléances ou une demande de saisine au Défenseur des droits :</p>',
      '<ul><li>en écrivant un message par le formulaire en ligne du Défenseur des droits ;</li><li>en contactant le délégué du Défenseur des droits dans votre région ;</li><li>en envoyant un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.</li></ul>',
    ].join(''),
  },
  {
    key: 'politique-de-confidentialite',
    title: 'Politique de confidentialité',
    alias: '/politique-de-confidentialite',
    daysAgo: 298,
    summary: 'Quelles données personnelles nous traitons, pourquoi, combien de temps, et comment exercer vos droits.',
    html: [
      '<p>Le Campus des métiers attache une grande importance à la protection de vos données personnelles. Cette page explique comment elles sont traitées, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>',
      '<h2>Responsable du traitement</h2>',
      '<p>Campus des métiers, 2 rue des Compagnons, 35000 Rennes. Délégué à la protection des données : <a href="mailto:dpo@campus-des-metiers.example">dpo@campus-des-metiers.example</a>.</p>',
      '<h2>Données traitées et finalités</h2>',
      '<ul>',
      '<li><strong>Comptes entreprises</strong> : nom, prénom, organisation, courriel et téléphone du recruteur, pour la publication et la gestion des offres d’emploi (exécution du service demandé).</li>',
      '<li><strong>Demandes d’information et candidatures</strong> : identité, coordonnées, parcours scolaire, pour répondre à votre demande et étudier votre candidature (mesures précontractuelles).</li>',
      '<li><strong>Inscriptions aux événements</strong> : identité et coordonnées, pour organiser l’accueil des participants (consentement).</li>',
      '<li><strong>Journaux techniques</strong> : adresse IP et pages consultées, pour la sécurité du site (intérêt légitime).</li>',
      '</ul>',
      '<h2>Durées de conservation</h2>',
      '<p>Les comptes entreprises sont supprimés après trois ans sans connexion. Les demandes d’information sont conservées trois ans après le dernier contact, les candidatures non retenues deux ans, les journaux techniques un an.</p>',
      '<h2>Destinataires</h2>',
      '<p>Vos données sont destinées aux seuls personnels habilités du Campus des métiers et à notre hébergeur, qui agit pour notre compte. Elles ne sont ni vendues ni transférées hors de l’Union européenne. Les offres d’emploi publiées sont, par nature, visibles par tous les visiteurs.</p>',
      '<h2>Vos droits</h2>',
      '<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment. Pour les exercer, écrivez à notre délégué à la protection des données. Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07).</p>',
    ].join(''),
  },
  {
    key: 'gestion-des-cookies',
    title: 'Gestion des cookies',
    alias: '/gestion-des-cookies',
    daysAgo: 298,
    summary: 'Les cookies et traceurs utilisés sur le site et la manière de les paramétrer.',
    html: [
      '<p>Un cookie est un petit fichier déposé sur votre terminal lors de la consultation d’un site. Le site du Campus des métiers limite leur usage au strict nécessaire.</p>',
      '<h2>Cookies strictement nécessaires</h2>',
      '<p>Ils permettent aux entreprises de rester connectées à leur compte pour publier leurs offres et mémorisent vos choix en matière de cookies. Ils sont exemptés de consentement et ne peuvent pas être désactivés sans empêcher le fonctionnement du service.</p>',
      '<h2>Mesure d’audience</h2>',
      '<p>Nous mesurons la fréquentation du site avec un outil configuré conformément aux recommandations de la CNIL pour être exempté de consentement : les données sont anonymisées, servent uniquement à produire des statistiques et ne sont pas recoupées avec d’autres traitements. Les traceurs ont une durée de vie de treize mois au plus.</p>',
      '<h2>Contenus tiers : vidéos YouTube</h2>',
      '<p>Les fiches métiers proposent des vidéos hébergées par YouTube. Elles ne sont chargées qu’après votre accord explicite, donné en cliquant sur la vidéo. YouTube peut alors déposer des traceurs soumis à sa propre politique de confidentialité.</p>',
      '<h2>Paramétrer votre navigateur</h2>',
      '<p>Vous pouvez à tout moment supprimer les cookies déposés ou configurer votre navigateur pour les refuser. Le refus des cookies strictement nécessaires peut toutefois empêcher la connexion aux comptes entreprises.</p>',
    ].join(''),
  },
  {
    key: 'notre-histoire',
    title: 'Notre histoire',
    alias: '/ecole/notre-histoire',
    daysAgo: 297,
    summary: 'Fondé en 1976 par des artisans rennais, le Campus des métiers forme aujourd’hui plus de mille apprentis par an sur trois sites.',
    html: [
      '<p>Tout commence en 1976, lorsqu’une vingtaine d’artisans boulangers, bouchers et restaurateurs rennais décident de créer ensemble un lieu pour former leurs apprentis. Les premiers cours ont lieu dans un ancien entrepôt du quartier de la gare, avec un four à bois et deux postes de découpe.</p>',
      '<p>Au fil des années, l’école s’agrandit et ouvre de nouvelles formations : la cuisine et le service dans les années quatre-vingt, la pâtisserie, puis les brevets professionnels. En 1998, l’installation rue des Compagnons permet de réunir les ateliers et d’ouvrir le restaurant d’application.</p>',
      '<h2>Trois campus, un même esprit</h2>',
      '<p>Le campus de Saint-Malo, ouvert en 2008, se consacre à l’hôtellerie, au service et à la sommellerie, au plus près des établissements de la Côte d’Émeraude. Celui de Fougères rejoint le réseau en 2015 pour les métiers de la boucherie, de la charcuterie et du commerce alimentaire.</p>',
      '<p>Aujourd’hui, plus de mille apprentis se forment chaque année au Campus des métiers, accompagnés par quatre-vingts formateurs et plus de huit cents entreprises partenaires. Notre conviction n’a pas changé depuis 1976 : c’est en entreprise, aux côtés de professionnels passionnés, que l’on apprend le mieux un métier.</p>',
    ].join(''),
  },
  {
    key: 'le-restaurant-d-application',
    title: 'Le restaurant d’application',
    alias: '/ecole/le-restaurant-d-application',
    daysAgo: 296,
    summary: 'La Table des apprentis vous accueille le mardi et le jeudi midi au campus de Rennes, pour un menu préparé et servi par nos apprentis.',
    html: [
      '<p>La Table des apprentis est le restaurant d’application du campus de Rennes. Les apprentis en cuisine, en pâtisserie et en service y mettent en pratique, face à de vrais clients, ce qu’ils apprennent en formation.</p>',
      '<h2>Informations pratiques</h2>',
      '<ul><li>Service le mardi et le jeudi midi, de 12 h à 13 h 30, hors vacances scolaires.</li><li>Menu complet (entrée, plat, dessert) de 19 € à 28 € selon les semaines, boissons en supplément.</li><li>Quarante couverts ; salle accessible aux personnes à mobilité réduite.</li><li>Réservation obligatoire au 02 99 12 34 80 ou à <a href="mailto:restaurant@campus-des-metiers.example">restaurant@campus-des-metiers.example</a>.</li></ul>',
      '<h2>Un restaurant pas tout à fait comme les autres</h2>',
      '<p>Chaque menu est construit avec les formateurs en fonction du programme de formation : certaines semaines mettent à l’honneur les produits bretons, d’autres les techniques de découpe en salle ou les desserts à l’assiette. Le service peut être un peu plus long qu’ailleurs : c’est le prix de l’apprentissage, et les apprentis comptent sur votre bienveillance.</p>',
      '<p>Retrouvez les prochains menus dans la rubrique « Menus du restaurant ».</p>',
    ].join(''),
  },
];

export function pages(): DemoItem[] {
  return specs.map((spec) => ({
    type: 'node--page',
    key: spec.key,
    label: spec.title,
    owner: 'redaction',
    createdDaysAgo: -spec.daysAgo,
    pathAlias: spec.alias,
    fields: { body: { value: spec.html, format: 'basic_html', summary: spec.summary } },
  }));
}
