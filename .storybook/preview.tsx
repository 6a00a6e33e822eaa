import '@genba/ui/global.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { DEFAULT_MOCKING_DATE, freezeClock } from './fixed-clock.ts';
import { startWorker } from './msw.ts';
import { viewports } from './viewports.ts';

const preview = {
  loaders: [mswLoader(startWorker)],
  beforeEach: ({ parameters }) => freezeClock(parameters.mockingDate ?? DEFAULT_MOCKING_DATE),
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Docs', 'UI', ['Tokens', 'Layouts', 'Primitives'], 'Forms', 'Web'] } },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
