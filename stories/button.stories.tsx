import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Button } from '@campus/ui';

const meta = {
  title: 'Composants/Button',
  component: Button,
  args: { children: 'Déposer une offre', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Voir toutes les formations' } };

export const LongFrenchLabel: Story = {
  args: { children: 'S’inscrire à la journée portes ouvertes du samedi 14 mars au campus de Rennes' },
};

export const Disabled: Story = { args: { disabled: true, children: 'Envoi en cours…' } };
