import { BankBrand } from './BankBrand.tsx';
import type { SignInChoice } from './fetchSession.ts';

const ERRORS: Record<string, string> = {
  'unknown-customer': 'That customer is not one of the choices. Pick one of the customers below.',
};

/** Props of {@link SignInPage}. */
export interface SignInPageProps {
  /** Who may sign in. */
  customers: readonly SignInChoice[];
  /** The `error` query parameter the server's redirect set (`/?error=unknown-customer`), if any. */
  errorCode?: string | null;
}

/**
 * Sign-in as a plain form post to `/signin`: the server checks the choice, starts a session and sets the
 * HttpOnly cookie. (A real bank puts its own authentication here; the demo signs in by choosing a customer.)
 * The server renders this same component into the page it sends, so signing in works without JavaScript;
 * the page's script then takes the markup over (hydration) instead of drawing it again.
 */
export function SignInPage({ customers, errorCode }: SignInPageProps) {
  const error =
    errorCode === null || errorCode === undefined
      ? undefined
      : (ERRORS[errorCode] ?? 'Signing in failed; try again.');
  return (
    <div className="wb-page">
      <header className="wb-topbar">
        <BankBrand />
      </header>
      <main className="wb-main wb-signin">
        <h1>Sign in</h1>
        {error !== undefined && (
          <p className="wb-error" role="alert">
            {error}
          </p>
        )}
        <form method="post" action="/signin" className="wb-card">
          <fieldset>
            <legend>Choose a demo customer</legend>
            {customers.map((customer, index) => (
              <label key={customer.id} className="wb-choice">
                <input
                  type="radio"
                  name="customer"
                  value={customer.id}
                  required
                  defaultChecked={index === 0}
                />
                <span>
                  <span className="wb-choice-name">{customer.name}</span>
                  <span className="wb-choice-description">{customer.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="wb-button wb-button-primary">
            Sign in
          </button>
        </form>
      </main>
    </div>
  );
}
