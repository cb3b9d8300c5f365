import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Checkbox, Fieldset, TextField, fieldMessages } from '@campus/ui';

const meta = {
  title: 'Composants/Fieldset',
  component: Fieldset,
  args: { legend: 'Métiers qui vous intéressent', hint: 'Plusieurs choix possibles.' },
  render: (args) => (
    <Fieldset {...args}>
      <Checkbox label="Cuisine" name="metiers" value="cuisine" />
      <Checkbox label="Boulangerie-pâtisserie" name="metiers" value="boulangerie" defaultChecked />
      <Checkbox label="Service en salle" name="metiers" value="service" />
      <Checkbox label="Réception et hébergement" name="metiers" value="hotellerie" />
    </Fieldset>
  ),
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = { args: { required: true, error: 'Veuillez cocher au moins un métier.' } };

export const Disabled: Story = { args: { disabled: true } };

/** A group of text fields, such as an address. */
export const Address: Story = {
  args: { legend: 'Adresse de l’entreprise', hint: undefined },
  render: (args) => (
    <Fieldset {...args}>
      <TextField label="Numéro et rue" name="rue" autoComplete="street-address" required />
      <TextField
        label="Code postal"
        name="code-postal"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        width="xs"
        required
        defaultValue="350"
        error={fieldMessages.postalCode}
      />
      <TextField label="Ville" name="ville" autoComplete="address-level2" required defaultValue="Rennes" />
    </Fieldset>
  ),
};
