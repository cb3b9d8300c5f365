import type { Preview } from '@storybook/nextjs-vite';
import '@campus/ui/tokens.css';
import '@campus/ui/fonts.css';
import '@campus/ui/base.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    options: { storySort: { order: ['Introduction', 'Fondations', 'Composants', 'Mise en page'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail the accessibility panel (and story tests) on any WCAG 2.1 AA violation.
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
  },
  tags: ['autodocs'],
};

export default preview;
