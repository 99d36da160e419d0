import { createOfferkitQueryClient } from '@offerkit/hooks';
import { hydrate, MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './App.tsx';
import { logOfferkitDiagnostic } from './logOfferkitDiagnostic.ts';
import { readRenderedOffers } from './readRenderedOffers.ts';
import { readRenderedSession } from './readRenderedSession.ts';
import { sendToSignInWhenSessionEnds } from './sendToSignInWhenSessionEnds.ts';

/** How long presses stay held at most when React has not taken the page over. */
const TAKEOVER_PATIENCE_MS = 10_000;

/**
 * The page's script proper (`main.tsx` loads it once the server's markup is on the screen): one query
 * client, the session and offers the server rendered taken over, then React takes the markup over
 * (hydration) into `root`, or draws the page when the server sent none. `afterTakeover` runs once React
 * has taken the page's buttons over (`App` says when), so the presses held until then can be replayed;
 * at the latest after {@link TAKEOVER_PATIENCE_MS}, so no press is held for good. Returns React's root.
 */
export function startPage(root: HTMLElement, afterTakeover: () => void = () => undefined): Root {
  // One query cache for the page: the session query and Offerkit's offers share it. Any request that
  // finds the session gone sends the customer back to sign-in.
  const queryClient = createOfferkitQueryClient({
    queryCache: new QueryCache({ onError: sendToSignInWhenSessionEnds }),
    mutationCache: new MutationCache({ onError: sendToSignInWhenSessionEnds }),
  });

  const renderedSession = readRenderedSession(document);
  const renderedOffers = readRenderedOffers(document);
  if (renderedOffers !== undefined) {
    hydrate(queryClient, renderedOffers.cache);
    // What the server's decoding refused in those offers goes to this console, like the page's own.
    for (const diagnostic of renderedOffers.diagnostics) logOfferkitDiagnostic(diagnostic);
  }
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App
          initialSession={renderedSession}
          offersRendered={renderedOffers !== undefined}
          onTakenOver={afterTakeover}
        />
      </QueryClientProvider>
    </StrictMode>
  );
  setTimeout(afterTakeover, TAKEOVER_PATIENCE_MS);
  if (renderedSession !== undefined && root.hasChildNodes()) return hydrateRoot(root, page);
  const created = createRoot(root);
  created.render(page);
  return created;
}
