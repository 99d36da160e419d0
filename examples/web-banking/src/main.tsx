import '@offerkit/components/styles.css';
import './bank.css';
import { createOfferkitQueryClient } from '@offerkit/hooks';
import { hydrate, MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { logOfferkitDiagnostic } from './logOfferkitDiagnostic.ts';
import { readRenderedOffers } from './readRenderedOffers.ts';
import { readRenderedSession } from './readRenderedSession.ts';
import { sendToSignInWhenSessionEnds } from './sendToSignInWhenSessionEnds.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element to render the bank page into.');

// One query cache for the page: the session query and Offerkit's offers share it. Any request that finds
// the session gone sends the customer back to sign-in.
const queryClient = createOfferkitQueryClient({
  queryCache: new QueryCache({ onError: sendToSignInWhenSessionEnds }),
  mutationCache: new MutationCache({ onError: sendToSignInWhenSessionEnds }),
});

// The server renders the sign-in page, and `/offers` with the bank's chrome and, when the service answered
// in time, the first offers: take its markup over, with the offers' cache as the server had it.
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
      <App initialSession={renderedSession} offersRendered={renderedOffers !== undefined} />
    </QueryClientProvider>
  </StrictMode>
);
if (renderedSession !== undefined && root.hasChildNodes()) hydrateRoot(root, page);
else createRoot(root).render(page);
