import { expect, inject, it } from 'vitest';
import { WORKSPACE_ROOT } from './consumerApps.ts';
import { checkViteApp } from './viteConsumer.ts';

const { apps } = inject('consumers');

it('Vite + React 18.3 (+ @types/react 18, TanStack Query 5.102, the floor of the peer range): typechecks, builds, renders and activates', async () => {
  await checkViteApp('viteReact18', apps.viteReact18, '18.3.1');
  expect(apps.viteReact18.startsWith(WORKSPACE_ROOT)).toBe(false);
});
