import { LogoFlare, OfferBanner, OfferLogo, Reward, TagList } from '@offerkit/components';
import type { ImpressionPolicyOptions, Offer } from '@offerkit/data';
import { ImpressionPolicyProvider } from '@offerkit/hooks';
import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  activatable,
  BADGE_ICON,
  BANNER_URL,
  boosted,
  LOGO_URL,
  makeOffer,
  noComponents,
} from './fixtures.ts';

/** The design-review trigger: images drawn (and, on the server, rendered) at once, as before the policy. */
const RENDER: ImpressionPolicyOptions = { trigger: 'render' };

describe('Reward', () => {
  it('shows the boosted reward with the base reward struck and announced as the former one', () => {
    const { container } = render(<Reward offer={boosted()} />);
    const reward = container.querySelector('.ok-Reward');
    expect(reward).toHaveAttribute('data-boosted', 'true');
    expect(reward?.querySelector('.ok-Reward-active')).toHaveTextContent('10% back');
    const struck = reward?.querySelector('s.ok-Reward-struck');
    expect(struck).toHaveTextContent('5% back');
    // Strike-through is not announced; the hidden prefix says what the value is.
    expect(struck?.querySelector('.ok-visually-hidden')).toHaveTextContent('Previously:');
    expect(reward).toHaveTextContent('10% back Previously: 5% back');
  });

  it('shows only the base reward when not boosted', () => {
    const { container } = render(<Reward offer={activatable()} />);
    expect(container.querySelector('.ok-Reward')).toHaveAttribute('data-boosted', 'false');
    expect(container.querySelector('.ok-Reward-active')).toHaveTextContent('5% back');
    expect(container.querySelector('s')).toBeNull();
  });

  it('falls back to the formatted userReward without reward components', () => {
    render(<Reward offer={noComponents({ userReward: { type: 'FLAT', value: 1050 } })} locale="en-US" />);
    expect(screen.getByText('$10.50')).toBeInTheDocument();
  });

  it('renders nothing when there is no reward to show', () => {
    const { container } = render(<Reward offer={noComponents({ userReward: undefined })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses the replaced "previously" text', () => {
    const { container } = render(<Reward offer={boosted()} messages={{ previousReward: 'Antes:' }} />);
    expect(container.querySelector('s .ok-visually-hidden')).toHaveTextContent('Antes:');
  });
});

describe('LogoFlare', () => {
  it('draws the border colour and the badge corner as data attributes with a sanitized icon', () => {
    const { container } = render(
      <LogoFlare flare={{ borderColor: 'SECONDARY', badge: { icon: BADGE_ICON, position: 'BOTTOM_LEFT' } }}>
        <span>logo</span>
      </LogoFlare>,
    );
    const flare = container.querySelector('.ok-LogoFlare');
    expect(flare).toHaveAttribute('data-border', 'secondary');
    const badge = flare?.querySelector('.ok-LogoFlare-badge');
    expect(badge).toHaveAttribute('data-position', 'bottom-left');
    expect(badge?.querySelector('path')).not.toBeNull();
    expect(container.innerHTML).not.toMatch(/script|onload/);
  });

  it.each([
    ['TOP_RIGHT', 'top-right'],
    ['TOP_LEFT', 'top-left'],
    ['BOTTOM_RIGHT', 'bottom-right'],
    ['SIDEWAYS', 'top-right'],
  ])('places a %s badge at %s', (position, expected) => {
    const { container } = render(
      <LogoFlare flare={{ borderColor: 'PRIMARY', badge: { icon: BADGE_ICON, position } }}>x</LogoFlare>,
    );
    expect(container.querySelector('.ok-LogoFlare-badge')).toHaveAttribute('data-position', expected);
    expect(container.querySelector('.ok-LogoFlare')).toHaveAttribute('data-border', 'primary');
  });

  it('shows the logo plain without a flare, and no badge without an icon', () => {
    const { container, rerender } = render(<LogoFlare flare={undefined}>logo</LogoFlare>);
    expect(container.querySelector('.ok-LogoFlare')).toHaveAttribute('data-border', 'none');
    rerender(<LogoFlare flare={{ borderColor: 'PRIMARY' }}>logo</LogoFlare>);
    expect(container.querySelector('.ok-LogoFlare-badge')).toBeNull();
    expect(container).toHaveTextContent('logo');
  });
});

describe('TagList', () => {
  it('lists tags, repeated ones included', () => {
    render(<TagList tags={['Limited supply', 'New', 'New']} label="Tags" />);
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Limited supply',
      'New',
      'New',
    ]);
    expect(list).toHaveClass('ok-TagList');
  });

  it('renders nothing when there are no tags', () => {
    const { container } = render(<TagList tags={['', '  ']} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OfferLogo and OfferBanner', () => {
  it('loads the logo URL exactly as provided, lazily, with alt text', () => {
    render(<OfferLogo offer={activatable()} />);
    const image = screen.getByRole('img', { name: 'Blue Bottle logo' });
    // Its parsed form (issue 25): the same request, with the raw space written %20 as the browser sends it.
    expect(image.getAttribute('src')).toBe(new URL(LOGO_URL).href);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to a monogram named like the image when the image fails', () => {
    const { container } = render(<OfferLogo offer={activatable()} />);
    fireEvent.error(screen.getByRole('img'));
    const logo = container.querySelector('.ok-OfferLogo');
    expect(logo).toHaveAttribute('data-state', 'fallback');
    expect(screen.getByRole('img', { name: 'Blue Bottle logo' })).toHaveTextContent('BB');
    expect(container.querySelector('img')).toBeNull();
  });

  it('uses a monogram and the offer name without a logo asset', () => {
    render(<OfferLogo offer={makeOffer(undefined, { name: 'étoile café', assets: [] })} />);
    expect(screen.getByRole('img', { name: 'étoile café' })).toHaveTextContent('ÉC');
  });

  it('hides a decorative logo from assistive technology', () => {
    const { container } = render(<OfferLogo offer={activatable()} decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('.ok-OfferLogo')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a new image again when the URL changes after a failure', () => {
    const offer = activatable();
    const { container, rerender } = render(<OfferLogo offer={offer} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const next = makeOffer(undefined, {
      assets: [{ type: 'LOGO_IMAGE', url: 'https://img.example.test/2.png' }],
    });
    rerender(<OfferLogo offer={next} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example.test/2.png');
  });

  /**
   * A logo rendered on the server whose image the browser finished loading (complete, no natural width)
   * before React hydrated; `decode` says whether it was broken or an SVG without intrinsic size.
   */
  function serverRenderedLogo(offer: Offer, decode: () => Promise<void>) {
    const host = document.createElement('div');
    // Server-rendered images exist only under the `render` trigger (the default defers them to the client).
    host.innerHTML = renderToString(
      <ImpressionPolicyProvider impressions={RENDER}>
        <OfferLogo offer={offer} />
      </ImpressionPolicyProvider>,
    );
    document.body.append(host);
    const image = host.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: 0 });
    image.decode = decode;
    return { host, image };
  }

  it('falls back to a monogram when the server-rendered image broke before hydration', async () => {
    const offer = activatable();
    // The browser finished (and failed) loading before React listened: complete, no width, undecodable.
    const { host } = serverRenderedLogo(offer, () => Promise.reject(new Error('broken image')));
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        host,
        <ImpressionPolicyProvider impressions={RENDER}>
          <OfferLogo offer={offer} />
        </ImpressionPolicyProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    expect(errors).toEqual([]);
    expect(host.querySelector('.ok-OfferLogo')).toHaveAttribute('data-state', 'fallback');
    expect(host.querySelector('img')).toBeNull();
    act(() => root.unmount());
    host.remove();
  });

  it('keeps a server-rendered image that loaded before hydration, and an SVG without intrinsic size', async () => {
    const offer = activatable();
    // Complete with no width, but decodable: an SVG without intrinsic size, not a broken image.
    let decoded = false;
    const { host, image } = serverRenderedLogo(offer, () => {
      decoded = true;
      return Promise.resolve();
    });
    const root = await act(async () =>
      hydrateRoot(
        host,
        <ImpressionPolicyProvider impressions={RENDER}>
          <OfferLogo offer={offer} />
        </ImpressionPolicyProvider>,
      ),
    );
    expect(decoded).toBe(true);
    expect(host.querySelector('.ok-OfferLogo')).toHaveAttribute('data-state', 'image');
    expect(host.querySelector('img')).toBe(image);
    act(() => root.unmount());
    host.remove();
  });

  it('loads the banner URL exactly as provided, falling back to IMG_VIEW, then to a monogram', () => {
    const { rerender, container } = render(<OfferBanner offer={activatable()} />);
    expect(screen.getByRole('img', { name: 'Coffee cups on a table' }).getAttribute('src')).toBe(BANNER_URL);
    const view = makeOffer(undefined, {
      assets: [{ type: 'IMG_VIEW', url: 'https://img.example.test/v.png' }],
    });
    rerender(<OfferBanner offer={view} />);
    expect(screen.getByRole('img', { name: 'Blue Bottle Coffee' }).getAttribute('src')).toBe(
      'https://img.example.test/v.png',
    );
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('.ok-OfferBanner')).toHaveAttribute('data-state', 'fallback');
  });
});
