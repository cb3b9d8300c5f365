import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { Alert, Link } from '@campus/ui';

const meta = {
  title: 'Composants/Alert',
  component: Alert,
  args: {
    variant: 'info',
    title: 'Journée portes ouvertes',
    children: 'Le campus de Rennes vous accueille le samedi 14 mars de 9 h à 17 h.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Offre publiée',
    children: 'Votre offre « Commis de cuisine en apprentissage » est en ligne jusqu’au 30 septembre.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Succès : Offre publiée');
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Votre offre expire bientôt',
    children: 'Elle ne sera plus affichée après le 30 juin. Prolongez-la depuis votre espace entreprise.',
  },
};

export const ErrorVariant: Story = {
  args: {
    variant: 'error',
    title: 'Le message n’a pas pu être envoyé',
    children: 'Le service est momentanément indisponible. Réessayez dans quelques minutes.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveAttribute('data-variant', 'error');
  },
};

export const WithoutTitle: Story = {
  args: { variant: 'success', title: undefined, children: 'Merci, votre message a bien été envoyé.' },
};

export const WithHeading: Story = { args: { headingLevel: 2 } };

export const LongText: Story = {
  args: {
    variant: 'warning',
    title: 'Fermeture exceptionnelle du restaurant d’application « La Table des Apprentis » pendant les examens',
    children: (
      <>
        <p>
          Pendant les épreuves pratiques du CAP Cuisine et du brevet professionnel Arts de la cuisine, du lundi 2 au
          vendredi 13 juin, le restaurant d’application n’accueille pas de public le midi. Les réservations déjà
          enregistrées pour ces dates seront reportées ou annulées : vous recevrez un courriel de confirmation.
        </p>
        <p>
          Pour toute question, consultez la <Link href="/restaurant">page du restaurant d’application</Link>.
        </p>
      </>
    ),
  },
};

/** The four variants one above the other. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-4)' }}>
      <Alert variant="info" title="Information">
        Les inscriptions pour la rentrée de septembre ouvrent le 1er mars.
      </Alert>
      <Alert variant="success" title="Candidature envoyée">
        Le service des admissions vous répondra sous quinze jours.
      </Alert>
      <Alert variant="warning" title="Dossier incomplet">
        Il manque votre dernier bulletin scolaire.
      </Alert>
      <Alert variant="error" title="Paiement refusé">
        Votre banque a refusé le paiement de l’acompte. Aucune somme n’a été prélevée.
      </Alert>
    </div>
  ),
};
