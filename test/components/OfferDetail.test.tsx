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

  it('shows Activated and no CTA once the offer is activated', () => {
    render(<OfferDetail offer={activated()} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Activated');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('article')).toHaveAttribute('data-cta', 'none');
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
    expect(container.querySelector('s')).toHaveTextContent('Previously: 5% back');
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
