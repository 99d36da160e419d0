import { OfferDetail } from '@offerkit/components';
import { render, screen, within } from '@testing-library/react';
import { activatable, activated, BANNER_URL, boosted, noComponents, withProgress } from './fixtures.ts';

describe('OfferDetail', () => {
  it('shows the detail texts: long description and detail tags', () => {
    render(<OfferDetail offer={activatable()} onAction={() => {}} />);
    const detail = screen.getByRole('article', { name: 'Blue Bottle Coffee' });
    expect(detail).toHaveClass('ok-OfferDetail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Blue Bottle Coffee');
    expect(screen.getByText('Activate to earn 5% back on every purchase this year.')).toBeInTheDocument();
    expect(screen.queryByText('Tap to activate 5% back.')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Online', 'In store']);
  });

  it('shows Activated in a status line (not a second time as a tag) and no CTA once the offer is activated', () => {
    const { container } = render(<OfferDetail offer={activated()} />);
    // The detail tag `Activated` is the status line's text; the tag list would say it again.
    expect(container.querySelector('.ok-OfferDetail-status')).toHaveTextContent('Activated');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('article')).toHaveAttribute('data-cta', 'none');
  });

  it('words a single purchase channel as a card tag does ("In store only")', () => {
    const { container, rerender } = render(
      <OfferDetail offer={noComponents({ purchaseChannel: ['INSTORE'] })} />,
    );
    const channels = () => container.querySelector('[data-fact="purchase-channels"] dd');
    expect(channels()).toHaveTextContent(/^In store only$/);
    rerender(<OfferDetail offer={noComponents({ purchaseChannel: ['ONLINE'] })} />);
    expect(channels()).toHaveTextContent(/^Online only$/);
    rerender(<OfferDetail offer={noComponents({ purchaseChannel: ['IN_APP'] })} />);
    expect(channels()).toHaveTextContent(/^In app only$/);
  });

  it('shows the banner exactly as provided, dates, channels, categories and terms', () => {
    const { container } = render(<OfferDetail offer={activatable()} locale="en-US" timeZone="UTC" />);
    expect(container.querySelector('.ok-OfferBanner img')?.getAttribute('src')).toBe(BANNER_URL);
    const facts = container.querySelector('dl.ok-OfferDetail-facts') as HTMLElement;
    const pairs = [...facts.querySelectorAll('.ok-OfferDetail-fact')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Starts', 'Jan 1, 2026'],
      ['Expires', 'Dec 31, 2026'],
      ['Where to use', 'In store, Online'],
      ['Categories', 'Food & Beverage'],
    ]);
    expect(facts.querySelector('time')).toHaveAttribute('datetime', '2026-01-01T00:00:00Z');
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByRole('heading', { level: 3 })).toHaveTextContent('Terms');
    expect(terms).toHaveTextContent('One reward per purchase.');
  });

  it('links the merchant website safely, with a new-tab hint', () => {
    render(<OfferDetail offer={activatable()} />);
    const link = screen.getByRole('link', { name: 'Visit website (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://bluebottle.example.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    'ftp://files.example.test/',
    '',
  ])('makes no link of the website %j', (websiteUrl) => {
    render(<OfferDetail offer={noComponents({ websiteUrl })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('draws the progress bar in the details layout', () => {
    const { container } = render(<OfferDetail offer={withProgress()} />);
    expect(container.querySelector('.ok-ProgressBar')).toHaveAttribute('data-layout', 'details');
  });

  it('shows a boosted reward with the former one struck', () => {
    const { container } = render(<OfferDetail offer={boosted()} />);
    expect(container.querySelector('.ok-Reward-active')).toHaveTextContent('10% back');
    expect(container.querySelector('s .ok-visually-hidden')).toHaveTextContent('Previously: 5% back');
    // "back" is said once, by the active reward.
    expect(container.querySelector('s [aria-hidden="true"]')).toHaveTextContent(/^5%$/);
    expect(container.querySelector('.ok-LogoFlare')).toHaveAttribute('data-border', 'secondary');
  });

  it('falls back to the short description, then to description, and leaves out empty sections', () => {
    const { rerender, container } = render(
      <OfferDetail offer={noComponents({ terms: '', purchaseChannel: [], startDate: 'not a date' })} />,
    );
    expect(screen.getByText('Coffee roasted in Oakland.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Terms' })).toBeNull();
    expect(container.querySelector('[data-fact="start-date"]')).toBeNull();
    expect(container.querySelector('[data-fact="purchase-channels"]')).toBeNull();
    const short = activatable();
    delete short.attributes.components?.longDescription;
    rerender(<OfferDetail offer={short} />);
    expect(screen.getByText('Tap to activate 5% back.')).toBeInTheDocument();
  });
});
