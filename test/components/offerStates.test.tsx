import { OfferCard, OfferDetail } from '@offerkit/components';
import { ctaView, offerCardView, offerDetailView, rewardView } from '@offerkit/data';
import { SANDBOX_OFFER_STATES, sandboxOfferStates } from '@offerkit/sandbox';
import { render, screen } from '@testing-library/react';

// The sandbox renders every offer state the contract defines by its own rules: the components must draw
// each of them, in a card and in a detail view.
const states = sandboxOfferStates();

describe.each(SANDBOX_OFFER_STATES)('the %s offer', (state) => {
  const offer = states[state];
  const cta = ctaView(offer.attributes.components?.cta);
  const reward = rewardView(offer);

  it.each([
    ['card', 'list'],
    ['detail', 'detail'],
  ] as const)('draws its %s', (view, layout) => {
    const { container } = render(
      view === 'card' ? (
        <OfferCard offer={offer} onAction={() => {}} />
      ) : (
        <OfferDetail offer={offer} onAction={() => {}} />
      ),
    );
    const root = screen.getByRole('article', { name: offer.attributes.name });
    // The texts the view model chose (a card leaves out a description that restates its reward, and both
    // leave out the tag their status line states), drawn exactly.
    const texts = layout === 'list' ? offerCardView(offer) : offerDetailView(offer);

    const description = root.querySelector('.ok-OfferCard-description, .ok-OfferDetail-description');
    expect(description?.textContent ?? undefined).toBe(texts.description);
    const tags = root.querySelectorAll('.ok-TagList-tag');
    expect([...tags].map((tag) => tag.textContent)).toEqual(texts.tags.map((tag) => tag.text));
    expect(root.querySelector('.ok-OfferStatus')?.textContent ?? undefined).toBe(texts.status?.text);

    // CTA: drawn with its style when present; DISABLED (or without action) is rendered but inert.
    const buttons = root.querySelectorAll('.ok-CtaButton');
    if (cta === undefined) {
      expect(buttons).toHaveLength(0);
    } else {
      expect(buttons).toHaveLength(1);
      expect(buttons[0]).toHaveAttribute('data-style', cta.style);
      expect(buttons[0]).toHaveTextContent(cta.label);
      if (cta.interactive) expect(buttons[0]).not.toHaveAttribute('aria-disabled');
      else expect(buttons[0]).toHaveAttribute('aria-disabled', 'true');
    }

    // Reward: the active one, and the former one struck when boosted.
    if (reward.active !== undefined) {
      expect(root.querySelector('.ok-Reward-active')).toHaveTextContent(reward.active);
    }
    // Screen readers hear the whole former reward; the eye sees it without the words it shares with the active one.
    expect(root.querySelector('s.ok-Reward-struck .ok-visually-hidden')?.textContent ?? undefined).toBe(
      reward.struck === undefined ? undefined : `Previously: ${reward.struck}`,
    );
    expect(root.querySelector('s.ok-Reward-struck [aria-hidden="true"]')?.textContent ?? undefined).toBe(
      reward.struckShown,
    );

    // Flare and progress bar appear exactly when the offer carries them, in the layout of the view.
    const flare = offer.attributes.components?.logoFlare;
    expect(root.querySelector('.ok-LogoFlare')).toHaveAttribute(
      'data-border',
      flare === undefined ? 'none' : flare.borderColor.toLowerCase(),
    );
    const bar = root.querySelector('.ok-ProgressBar');
    if (offer.attributes.components?.progressBar === undefined) expect(bar).toBeNull();
    else expect(bar).toHaveAttribute('data-layout', view === 'card' ? 'default' : 'details');

    // Every inline SVG went through SafeSvg.
    for (const svg of container.querySelectorAll('svg')) expect(svg.closest('.ok-SafeSvg')).not.toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|\son[a-z]+=/i);
  });
});

describe('offer states, rule by rule', () => {
  it.each([
    ['card', OfferCard],
    ['detail', OfferDetail],
  ] as const)('activated: no CTA; the %s states Activated in a status line, once', (_view, View) => {
    const { container } = render(<View offer={states.activated} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Activated').closest('.ok-OfferStatus')).toHaveAttribute(
      'data-status',
      'activated',
    );
    expect(screen.getAllByText('Activated')).toHaveLength(1);
    expect(container.querySelector('.ok-OfferStatus-icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('boosted: the card states the reward once, the channel once, and no former reward in its description', () => {
    const { container } = render(<OfferCard offer={states.boosted} />);
    expect(container.querySelector('.ok-Reward-active')).toHaveTextContent('8% cash back');
    expect(container.querySelector('.ok-Reward-struck [aria-hidden="true"]')).toHaveTextContent(/^3%$/);
    expect(container.querySelector('.ok-OfferCard-description')).toBeNull();
    expect(screen.getAllByText(/in store/i)).toHaveLength(1);
  });

  it.each(['boosted', 'progressBoosted'] as const)(
    '%s: boosted reward, struck base, flare, no CTA',
    (state) => {
      const { container } = render(<OfferCard offer={states[state]} />);
      expect(screen.getByRole('article')).toHaveAttribute('data-boosted', 'true');
      expect(container.querySelector('s.ok-Reward-struck')).not.toBeNull();
      expect(container.querySelector('.ok-LogoFlare-badge .ok-SafeSvg svg')).not.toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    },
  );

  it.each(['soldOut', 'disabledCta'] as const)(
    '%s: a DISABLED CTA is rendered but not interactive',
    (state) => {
      const onAction = vi.fn();
      render(<OfferCard offer={states[state]} onAction={onAction} />);
      const button = screen.getByRole('button');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      button.click();
      expect(onAction).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['targeted', 'top-left'],
    ['newArrival', 'bottom-left'],
    ['boosted', 'top-right'],
  ] as const)('%s: the flare badge sits at %s', (state, position) => {
    const { container } = render(<OfferCard offer={states[state]} />);
    expect(container.querySelector('.ok-LogoFlare-badge')).toHaveAttribute('data-position', position);
  });

  it.each(['descriptionOnlyActivate', 'descriptionOnlyBoost'] as const)(
    '%s: only descriptions requested, the state reads from the short description',
    (state) => {
      const { container } = render(<OfferCard offer={states[state]} />);
      expect(container.querySelector('.ok-OfferCard-description')).toHaveTextContent(/^Tap to/);
      expect(screen.queryByRole('button')).toBeNull();
    },
  );

  it.each(['fallbackName', 'fallbackNameProgress'] as const)(
    '%s: no component requested, the name alone carries the state',
    (state) => {
      const offer = states[state];
      const { container } = render(<OfferCard offer={offer} />);
      expect(screen.getByRole('heading')).toHaveTextContent(offer.attributes.name);
      expect(container.querySelector('.ok-CtaButton, .ok-TagList, .ok-ProgressBar')).toBeNull();
    },
  );
});
