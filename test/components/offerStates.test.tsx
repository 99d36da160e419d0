import { OfferCard, OfferDetail } from '@offerkit/components';
import { ctaView, offerTextView, rewardView } from '@offerkit/data';
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
    const texts = offerTextView(offer, layout);

    const description = root.querySelector('.ok-OfferCard-description, .ok-OfferDetail-description');
    expect(description?.textContent ?? undefined).toBe(texts.description);
    const tags = root.querySelectorAll('.ok-TagList-tag');
    expect([...tags].map((tag) => tag.textContent)).toEqual(texts.tags);

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
    expect(root.querySelector('s.ok-Reward-struck')?.textContent ?? undefined).toBe(
      reward.struck === undefined ? undefined : `Previously: ${reward.struck}`,
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
  it('activated: no CTA; the detail view shows Activated', () => {
    render(<OfferDetail offer={states.activated} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Activated')).toBeInTheDocument();
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
