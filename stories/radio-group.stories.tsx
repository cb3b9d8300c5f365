import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fieldMessages, RadioGroup } from '@campus/ui';

const schedules = [
  { value: 'temps-plein', label: 'Temps plein' },
  { value: 'temps-partiel', label: 'Temps partiel', hint: 'Moins de 35 heures par semaine.' },
  { value: 'saison', label: 'Saison d’été uniquement' },
];

const meta = {
  title: 'Composants/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Temps de travail', name: 'temps-travail', options: schedules },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Pendant les semaines passées en entreprise.', defaultValue: 'temps-plein' },
};

export const WithError: Story = {
  args: { required: true, error: fieldMessages.choose('le temps de travail') },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Temps de travail (obligatoire)' });
    await expect(group).toHaveAccessibleDescription(`Erreur : ${fieldMessages.choose('le temps de travail')}`);
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'temps-partiel' } };

export const Inline: Story = {
  args: {
    legend: 'Le poste est-il logé ?',
    name: 'logement',
    inline: true,
    options: [
      { value: 'oui', label: 'Oui' },
      { value: 'non', label: 'Non' },
    ],
  },
};

export const LongFrenchLegend: Story = {
  args: {
    legend:
      'Dans quel établissement du réseau souhaitez-vous suivre les cours théoriques pendant les semaines passées au centre de formation ?',
    name: 'campus',
    options: [
      { value: 'rennes', label: 'Campus de Rennes — restaurant d’application « La Table des Apprentis »' },
      { value: 'saint-malo', label: 'Campus de Saint-Malo — hôtellerie et métiers de la mer' },
      { value: 'vannes', label: 'Campus de Vannes — boulangerie et pâtisserie', disabled: true },
    ],
  },
};
