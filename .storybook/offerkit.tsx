import { createRewardsClient, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { createOfferkitQueryClient, OfferkitProvider } from '@offerkit/hooks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import {
  type StoryOfferkitOptions,
  type StorySandbox,
  type StorySandboxOptions,
  storyHandlers,
  storySandbox,
} from '../stories/support/sandbox.ts';

/**
 * Runs before every story render (after msw-storybook-addon's loader has reset the worker): installs the
 * fixtures' image handlers and, for a data-bound story (`parameters.sandbox`), a fresh live sandbox.
 * A story's own `beforeEach` runs after this one, so its `msw.use(...)` overrides take precedence.
 */
export const withSandbox: NonNullable<Preview['beforeEach']> = ({ id, msw, parameters }) => {
  msw.use(...storyHandlers(id, parameters.sandbox as StorySandboxOptions | undefined));
};

function SandboxProvider({
  live,
  options,
  children,
}: {
  live: StorySandbox;
  options: StoryOfferkitOptions;
  children: ReactNode;
}) {
  const { sandbox, baseUrl } = live;
  // One client and one query cache per story render: no data survives from one story to the next.
  const [client] = useState(() =>
    createRewardsClient({
      ...options.client,
      baseUrl,
      organizationId: sandbox.organizationId,
      headers: { Authorization: `Bearer ${sandbox.token}`, ...options.client?.headers },
      // The embedded sandbox serves its images from the preview's own origin, which is refused by default.
      assetOrigins: [window.location.origin],
    }),
  );
  const [queryClient] = useState(() => createOfferkitQueryClient());
  return (
    <OfferkitProvider
      client={client}
      queryClient={queryClient}
      userId={options.user === 'lapsed' ? sandbox.lapsedCustomerId : sandbox.newCustomerId}
      supportedComponents={options.supportedComponents ?? SUPPORTED_COMPONENTS}
      locale="en-US"
    >
      {children}
    </OfferkitProvider>
  );
}

/**
 * Gives a data-bound story (one with `parameters.offerkit`) an `OfferkitProvider` whose client talks to the
 * story's live sandbox, as the signed-in sandbox user.
 */
export const withOfferkit: Decorator = (Story, context) => {
  const options = context.parameters.offerkit as StoryOfferkitOptions | undefined;
  if (options === undefined) return <Story />;
  const live = storySandbox(context);
  // Keyed by the sandbox: a re-render with a new sandbox (e.g. after a theme switch) starts a new cache too.
  return (
    <SandboxProvider key={live.serial} live={live} options={options}>
      <Story />
    </SandboxProvider>
  );
};
