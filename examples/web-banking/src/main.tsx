import '@offerkit/components/styles.css';
import './bank.css';
import { createOfferkitQueryClient } from '@offerkit/hooks';
import { MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
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

// The sign-in page arrives rendered by the server (it works without JavaScript): take its markup over.
const renderedSession = readRenderedSession(document);
const page = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App initialSession={renderedSession} />
    </QueryClientProvider>
  </StrictMode>
);
if (renderedSession !== undefined && root.hasChildNodes()) hydrateRoot(root, page);
else createRoot(root).render(page);
