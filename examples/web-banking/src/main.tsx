import '@offerkit/components/styles.css';
import './bank.css';
import { createOfferkitQueryClient } from '@offerkit/hooks';
import { MutationCache, QueryCache, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { sendToSignInWhenSessionEnds } from './sendToSignInWhenSessionEnds.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element to render the bank page into.');

// One query cache for the page: the session query and Offerkit's offers share it. Any request that finds
// the session gone sends the customer back to sign-in.
const queryClient = createOfferkitQueryClient({
  queryCache: new QueryCache({ onError: sendToSignInWhenSessionEnds }),
  mutationCache: new MutationCache({ onError: sendToSignInWhenSessionEnds }),
});

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
