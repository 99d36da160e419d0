import { OfferCard, OfferkitMessagesProvider } from '@offerkit/components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activatable, boostable, boosted, disabledCta, noComponents, withProgress } from './fixtures.ts';

describe('OfferCard', () => {
  it('is an article named by its heading, with the list texts, reward, tags and CTA', () => {
    render(<OfferCard offer={activatable()} onAction={() => {}} />);
    const card = screen.getByRole('article', { name: 'Blue Bottle Coffee' });
    expect(card).toHaveClass('ok-OfferCard');
    expect(within(card).getByRole('heading', { level: 3, name: 'Blue Bottle Coffee' })).toBeInTheDocument();
    expect(within(card).getByText('Tap to activate 5% back.')).toBeInTheDocument();
    expect(within(card).getByText('5% back')).toBeInTheDocument();
    expect(within(card).getByRole('listitem')).toHaveTextContent('New');
    expect(within(card).getByRole('button', { name: 'Activate' })).toHaveAttribute('data-style', 'primary');
    expect(card).toHaveAttribute('data-cta', 'primary');
    expect(card).toHaveAttribute('data-state', 'idle');
  });

  it('draws a SECONDARY boost CTA and a DISABLED one as rendered but inert', () => {
    const { rerender } = render(<OfferCard offer={boostable()} onAction={() => {}} />);
    expect(screen.getByRole('button', { name: 'Boost' })).toHaveAttribute('data-style', 'secondary');
    rerender(<OfferCard offer={disabledCta()} onAction={() => {}} />);
    const button = screen.getByRole('button', { name: 'Coming soon' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('article')).toHaveAttribute('data-cta', 'disabled');
  });

  it('shows a boosted offer with the struck base reward and the logo flare, and no CTA', () => {
    const { container } = render(<OfferCard offer={boosted()} onAction={() => {}} />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-boosted', 'true');
    expect(card).toHaveAttribute('data-cta', 'none');
    expect(container.querySelector('.ok-Reward-active')).toHaveTextContent('10% back');
    expect(container.querySelector('s.ok-Reward-struck')).toHaveTextContent('5% back');
    const flare = container.querySelector('.ok-LogoFlare');
    expect(flare).toHaveAttribute('data-border', 'secondary');
    expect(flare?.querySelector('.ok-LogoFlare-badge')).toHaveAttribute('data-position', 'bottom-left');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('falls back to the description, then to the name alone, when components were not requested', () => {
    const { rerender, container } = render(<OfferCard offer={noComponents()} />);
    expect(screen.getByText('Coffee roasted in Oakland.')).toBeInTheDocument();
    expect(container.querySelector('.ok-TagList')).toBeNull();
    expect(container.querySelector('.ok-CtaButton')).toBeNull();
    expect(container.querySelector('.ok-LogoFlare')).toHaveAttribute('data-border', 'none');
    // Reward falls back to userReward.
    expect(container.querySelector('.ok-Reward-active')).toHaveTextContent('5%');

    rerender(
      <OfferCard offer={noComponents({ name: 'Blue Bottle Coffee – tap to activate', description: '' })} />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Blue Bottle Coffee – tap to activate');
    expect(container.querySelector('.ok-OfferCard-description')).toBeNull();
  });

  it('draws the progress bar in the default layout', () => {
    const { container } = render(<OfferCard offer={withProgress()} />);
    const bar = container.querySelector('.ok-ProgressBar');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('data-layout', 'default');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it('makes the title a link or a button for opening the offer', async () => {
    const onOpen = vi.fn();
    const offer = activatable();
    const { rerender } = render(<OfferCard offer={offer} href="/offers/1" onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Blue Bottle Coffee' });
    expect(link).toHaveAttribute('href', '/offers/1');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(offer, expect.anything());
    rerender(<OfferCard offer={offer} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Blue Bottle Coffee' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('renders the heading at the level asked for', () => {
    render(<OfferCard offer={activatable()} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('takes its strings from OfferkitMessagesProvider, and its own messages prop over that', () => {
    const { rerender } = render(
      <OfferkitMessagesProvider messages={{ ctaError: 'Algo salió mal.' }}>
        <OfferCard offer={activatable()} error />
      </OfferkitMessagesProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salió mal.');
    rerender(
      <OfferkitMessagesProvider messages={{ ctaError: 'Algo salió mal.' }}>
        <OfferCard offer={activatable()} error messages={{ ctaError: 'Erreur.' }} />
      </OfferkitMessagesProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur.');
  });
});
