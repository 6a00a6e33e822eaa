import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../vitest.shared.ts';

/**
 * One Storybook for every package and the web app. Packages are resolved
 * through their `source` export condition, so nothing needs a build first.
 */
const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.tsx',
    '../apps/web/src/**/*.mdx',
    '../apps/web/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (vite) => mergeConfig(vite, sourceResolve),
};

export default config;
