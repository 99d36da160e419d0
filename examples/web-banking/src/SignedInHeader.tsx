import { BankBrand } from './BankBrand.tsx';

/** Props of {@link SignedInHeader}. */
export interface SignedInHeaderProps {
  /** The signed-in customer's name. */
  customerName: string;
}

/**
 * The top bar once signed in: the bank, who is signed in, and sign-out as a form post to `/signout` (the
 * server ends the session; a link would let any page sign the customer out with a GET).
 */
export function SignedInHeader({ customerName }: SignedInHeaderProps) {
  return (
    <header className="wb-topbar">
      <BankBrand />
      <div className="wb-user">
        <span>
          Signed in as <strong>{customerName}</strong>
        </span>
        <form method="post" action="/signout">
          <button type="submit" className="wb-button wb-button-on-primary">
            Sign out
          </button>
        </form>
      </div>
    </header>
  );
}
