import { expect, inject, it } from 'vitest';
import { WORKSPACE_ROOT } from './consumerApps.ts';
import { checkViteApp } from './viteConsumer.ts';

const { apps } = inject('consumers');

it('Vite + React 19 + TS strict: typechecks, builds, renders offers from the sandbox and activates one', async () => {
  await checkViteApp('viteReact19', apps.viteReact19, '19.3.1');
  expect(apps.viteReact19.startsWith(WORKSPACE_ROOT)).toBe(false);
});
