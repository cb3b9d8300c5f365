import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { MouseEvent } from 'react';
import { Button, PdfLayout } from '@campus/ui';

// Vite serves the file and rewrites this URL (no `*.svg` module declaration needed).
const logoUrl = new URL('./assets/layout-logo.svg', import.meta.url).href;

/** The stories have no pages behind their links: stay on the story. */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

function CourseSheet() {
  return (
    <>
      <h1>CAP Boulanger</h1>
      <p>
        Diplôme de niveau 3, préparé en deux ans par apprentissage. Le boulanger fabrique les pains, les
        viennoiseries et les produits de boulangerie, du pétrissage à la cuisson, dans le respect des règles
        d’hygiène et de sécurité.
      </p>
      <p data-print="hidden">
        <Button onClick={() => window.print()}>Imprimer la fiche</Button>
      </p>
      <h2>Objectifs</h2>
      <ul>
        <li>Approvisionner et stocker les matières premières, puis contrôler leur qualité.</li>
        <li>Fabriquer les pains courants, les pains spéciaux et les viennoiseries.</li>
        <li>Organiser son poste de travail et présenter les produits à la vente.</li>
      </ul>
      <h2>Programme</h2>
      <ul>
        <li>Enseignement professionnel : technologie, sciences appliquées, pratique en fournil (60 % du temps).</li>
        <li>Enseignement général : français, histoire-géographie, mathématiques, sciences, anglais.</li>
        <li>Prévention santé environnement et éducation physique et sportive.</li>
      </ul>
      <h2>Modalités</h2>
      <dl>
        <dt>Durée</dt>
        <dd>2 ans, 12 semaines par an au CFA et le reste du temps en entreprise.</dd>
        <dt>Public</dt>
        <dd>
          Jeunes de 15 à 29 ans révolus, sortis de 3ᵉ ; sans limite d’âge pour les personnes en situation de handicap.
        </dd>
        <dt>Coût</dt>
        <dd>
          Gratuit pour l’apprenti, la formation étant financée par l’opérateur de compétences de l’employeur.
        </dd>
        <dt>Accès</dt>
        <dd>
          Sur dossier et entretien ; la signature d’un contrat d’apprentissage avec un employeur est nécessaire.
          Textes officiels sur <a href="https://www.francecompetences.fr">francecompetences.fr</a>.
        </dd>
      </dl>
      <h2>Débouchés</h2>
      <p>
        Ouvrier boulanger en boulangerie artisanale, en grande surface ou dans l’industrie ; poursuite d’études
        possible en Brevet professionnel Boulanger ou en Mention complémentaire Boulangerie spécialisée.
      </p>
      <h2>Contact</h2>
      <p>Madame Claire Le Bihan, responsable de la filière boulangerie : 02 99 12 34 57.</p>
    </>
  );
}

const meta = {
  title: 'Mise en page/PdfLayout',
  component: PdfLayout,
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 900 } },
  },
  args: {
    siteName: 'CFA des Métiers de Bouche',
    logo: <img src={logoUrl} alt="" width={56} height={56} />,
    documentTitle: 'Fiche formation',
    contact: {
      address: ['12 rue des Métiers', '35000 Rennes'],
      phone: '02 99 12 34 56',
      email: 'contact@cfa-metiers-de-bouche.fr',
    },
    generatedAt: '12 mars 2025',
    sourceUrl: 'https://www.cfa-metiers-de-bouche.fr/formations/cap-boulanger',
    children: <CourseSheet />,
  },
  argTypes: { children: { control: false }, logo: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ display: 'contents' }} onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A course sheet as it will print on A4 (use the browser's print preview to see the print
 * styles: the "Imprimer la fiche" button, marked `data-print="hidden"`, disappears and external
 * links show their address).
 */
export const CourseSheetCapBoulanger: Story = {};

/** Only the school's name and the content: no logo, document title, contact, date nor URL. */
export const Minimal: Story = {
  args: {
    logo: undefined,
    documentTitle: undefined,
    contact: undefined,
    generatedAt: undefined,
    sourceUrl: undefined,
    children: (
      <>
        <h1>Menu de la semaine</h1>
        <p>Restaurant d’application « La Table des Apprentis », du mardi 10 au vendredi 13 mars.</p>
      </>
    ),
  },
};
