import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { experienceViewFromSearch } from './experienceViewFromSearch.ts';
import { fetchSession, type SessionState } from './fetchSession.ts';
import { OffersLoading } from './OffersLoading.tsx';
import { SignedInPage } from './SignedInPage.tsx';
import { SignInPage } from './SignInPage.tsx';
import { useHasMounted } from './useHasMounted.ts';

// The offers experience (Offerkit's components, hooks and data layer) is a chunk of its own, loaded once
// a customer is signed in: the sign-in page downloads only the bank's chrome and this form.
const OffersPage = lazy(() => import('./OffersPage.tsx').then((module) => ({ default: module.OffersPage })));

/** Props of {@link App}. */
export interface AppProps {
  /** The session the server rendered the page for (sign-in), so the first render matches its markup. */
  initialSession?: SessionState | undefined;
  /**
   * Whether the server rendered the offers into the page (and their cache is in the query client): the
   * first render then draws them too, to take that markup over.
   */
  offersRendered?: boolean;
  /**
   * Called once the page's buttons are React's: when the offers page has mounted (hydrated), or at once
   * on a screen without it.
   */
  onTakenOver?: () => void;
}

/**
 * The page's two screens: sign-in at `/`, offers at `/offers`. The server already redirects between them
 * by session; the page follows the session it reads, so an expired session lands on sign-in.
 */
export function App({ initialSession, offersRendered = false, onTakenOver }: AppProps = {}) {
  const session = useQuery({
    queryKey: ['bank', 'session'],
    queryFn: ({ signal }) => fetchSession(signal),
    ...(initialSession === undefined ? {} : { initialData: initialSession }),
  });
  const mounted = useHasMounted(offersRendered);
  const signedIn = session.data?.signedIn;
  const path = window.location.pathname;

  // The offers page says so itself once it has mounted; every other screen is taken over with App.
  const offersShown = signedIn === true && mounted;
  useEffect(() => {
    if (!offersShown) onTakenOver?.();
  }, [offersShown, onTakenOver]);

  useEffect(() => {
    if (signedIn === false && path !== '/') window.location.assign('/');
    if (signedIn === true && path === '/') window.location.assign('/offers');
  }, [signedIn, path]);

  if (session.isPending) {
    return (
      <p className="wb-status" role="status">
        Loading your banking…
      </p>
    );
  }
  if (session.isError) {
    return (
      <div className="wb-status" role="alert">
        <p>{session.error.message}</p>
        <button type="button" className="wb-button" onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const state = session.data;
  if (state.signedIn) {
    // The bank's chrome is drawn at once and stays put; only the main area waits for the offers' chunk,
    // so nothing above it moves when the offers arrive. The server sent the chrome with either the offers
    // (this tree, see `renderOffersPage`) or the loading status in it: the first render draws the same,
    // to take it over as it is.
    return (
      <SignedInPage customerName={state.customer.name}>
        {mounted ? (
          <Suspense fallback={<OffersLoading />}>
            <OffersPage
              customer={state.customer}
              organizationId={state.organizationId}
              rewardsBaseUrl={state.rewardsBaseUrl}
              initialView={experienceViewFromSearch(window.location.search)}
              onMounted={onTakenOver}
            />
          </Suspense>
        ) : (
          <OffersLoading />
        )}
      </SignedInPage>
    );
  }
  return (
    <SignInPage
      customers={state.customers}
      errorCode={new URLSearchParams(window.location.search).get('error')}
    />
  );
}
