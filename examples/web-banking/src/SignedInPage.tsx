import type { ReactNode } from 'react';
import { SignedInHeader } from './SignedInHeader.tsx';

/** Props of {@link SignedInPage}. */
export interface SignedInPageProps {
  /** The signed-in customer's name, for the header. */
  customerName: string;
  /** The page's main area. */
  children?: ReactNode;
}

/**
 * The bank's chrome once signed in: the header, the main area and the footer. The server renders it into
 * `/offers` (with the offers' loading status inside), so the page is drawn before its scripts run; the
 * page's script then takes the markup over.
 */
export function SignedInPage({ customerName, children }: SignedInPageProps) {
  return (
    <div className="wb-page">
      <SignedInHeader customerName={customerName} />
      <main className="wb-main">{children}</main>
      <footer className="wb-footer">
        <p>Northwind Bank is a fictional issuer. Offers come from the local Offerkit sandbox.</p>
      </footer>
    </div>
  );
}
