import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchSession } from './fetchSession.ts';
import { OffersPage } from './OffersPage.tsx';
import { SignInPage } from './SignInPage.tsx';

/**
 * The page's two screens: sign-in at `/`, offers at `/offers`. The server already redirects between them
 * by session; the page follows the session it reads, so an expired session lands on sign-in.
 */
export function App() {
  const session = useQuery({ queryKey: ['bank', 'session'], queryFn: ({ signal }) => fetchSession(signal) });
  const signedIn = session.data?.signedIn;
  const path = window.location.pathname;

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
    return (
      <OffersPage
        customer={state.customer}
        organizationId={state.organizationId}
        rewardsBaseUrl={state.rewardsBaseUrl}
      />
    );
  }
  return <SignInPage customers={state.customers} />;
}
