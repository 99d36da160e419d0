import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../workspace-aliases.ts';

/**
 * Storybook for design review. Packages resolve to their TypeScript source (the same aliases the
 * tests use), data-bound stories talk to the sandbox through MSW (worker served from ../public), and
 * nothing here reaches the network: telemetry, version checks and "what's new" are all off.
 */
/** Server-side channel hook of a Storybook preset (not part of the public `StorybookConfig` type). */
type ServerChannel = {
  on(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  removeAllListeners(event?: string): void;
};

const config: StorybookConfig & {
  experimental_serverChannel?: (channel: ServerChannel) => Promise<ServerChannel>;
} = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['../public'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  // No onboarding checklist in `pnpm start`: neither the sidebar widget nor the "Onboarding guide" entry
  // of the settings menu (both only exist in the dev server). Reviewers open Storybook to review stories.
  features: {
    sidebarOnboardingChecklist: false,
    menuOnboardingChecklist: false,
  },
  typescript: {
    // react-docgen-typescript follows imported prop interfaces across files, so autodocs show the
    // JSDoc and @default of every public prop.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  // The dev server fetches storybook.js.org/whats-new whenever the UI asks, whatever
  // `disableWhatsNewNotifications` says; answer the UI locally instead so `pnpm start` stays offline.
  async experimental_serverChannel(channel) {
    channel.removeAllListeners('requestWhatsNewData');
    channel.on('requestWhatsNewData', () =>
      channel.emit('resultWhatsNewData', { data: { status: 'ERROR' } }),
    );
    return channel;
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      resolve: { alias: workspaceAliases },
      server: { host: '127.0.0.1' },
    });
  },
};

export default config;
