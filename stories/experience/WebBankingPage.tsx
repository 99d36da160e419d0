import { OffersExperience, type OffersExperienceProps } from '@offerkit/components';
import { BankBrand } from '../../examples/web-banking/src/BankBrand.tsx';
import { WEB_BANKING_CSS } from './webBankingStyles.ts';

const NAVIGATION = ['Accounts', 'Payments', 'Cards', 'Rewards', 'Profile'] as const;

/**
 * A fictional issuer's web banking page ("Northwind Bank"): a top bar, the main navigation with Rewards as
 * the current page, an account summary, and the offers experience embedded below it. The page's own chrome
 * is drawn from the same `--ok-*` tokens, so the theme toolbar switches both together.
 */
export function WebBankingPage(props: OffersExperienceProps) {
  return (
    <div className="wb-page">
      <style>{WEB_BANKING_CSS}</style>
      <header className="wb-topbar">
        <BankBrand />
        <span className="wb-user">Alex Morgan</span>
      </header>
      <nav className="wb-nav" aria-label="Main">
        <ul>
          {NAVIGATION.map((item) => (
            <li key={item}>
              <a href={`#${item.toLowerCase()}`} aria-current={item === 'Rewards' ? 'page' : undefined}>
                {item}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="wb-main">
        <section className="wb-account" aria-labelledby="wb-account-title">
          <div>
            <h1 id="wb-account-title" className="wb-account-title">
              Everyday Checking
            </h1>
            <p className="wb-account-number">Account ending in 4821</p>
          </div>
          <dl className="wb-figures">
            <div>
              <dt>Available balance</dt>
              <dd>$4,218.36</dd>
            </div>
            <div>
              <dt>Cash back this year</dt>
              <dd>$36.40</dd>
            </div>
          </dl>
        </section>
        <OffersExperience messages={{ rewardsTitle: 'Cash back offers' }} {...props} />
      </main>
      <footer className="wb-footer">
        <p>Northwind Bank is a fictional issuer. Offers are served by the local Offerkit sandbox.</p>
      </footer>
    </div>
  );
}
