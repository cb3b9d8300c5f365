import type { StorybookConfig } from '@storybook/nextjs-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/nextjs-vite', options: {} },
  // tarteaucitron.js is not an ES module: it is served as files, as the site self-hosts it.
  staticDirs: [{ from: '../node_modules/tarteaucitronjs', to: '/tarteaucitron' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Designers review components here: no "Get started" onboarding checklist in the sidebar.
  features: { sidebarOnboardingChecklist: false },
};

export default config;
