import { OfferCard, OfferDetail, OfferList } from '@offerkit/components';
import type { Offer } from '@offerkit/data';
import { ImpressionPolicyProvider, watchImpressionsBeforeHydration } from '@offerkit/hooks';
import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { makeOffer } from './fixtures.ts';

/** An IntersectionObserver the test drives: `report(element, ratio)` is the browser seeing it. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

/** The observers watching `element` now. */
const observersOf = (element: Element) =>
  FakeIntersectionObserver.all.filter((observer) => observer.targets.has(element));

/** The browser reports `ratio` of `element` inside the viewport. */
function report(element: Element, ratio: number) {
  for (const observer of observersOf(element)) {
    act(() =>
      observer.callback(
        [
          {
            target: element,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
          } as IntersectionObserverEntry,
        ],
        observer as unknown as IntersectionObserver,
      ),
    );
  }
}

/** Images created without an element (the detail's VIEW), with the URL they loaded. */
class FakeImage {
  static loaded: string[] = [];
  decoding = 'auto';
  set src(url: string) {
    FakeImage.loaded.push(url);
  }
}

let serial = 0;
/** An offer with its own asset URLs (the session remembers every URL it recorded). */
function offerWithAssets(extra: { view?: boolean } = {}): Offer {
  serial += 1;
  const assets = [
    {
      type: 'LOGO_IMAGE',
      url: `https://img.example.test/logo-${serial}.png?eventCode=IMPRESSION&medium=WEB`,
    },
    {
      type: 'BANNER_IMAGE',
      url: `https://img.example.test/banner-${serial}.png?eventCode=IMPRESSION&medium=WEB`,
    },
  ];
  if (extra.view) {
    assets.push({
      type: 'IMG_VIEW',
      url: `https://img.example.test/banner-${serial}.png?eventCode=VIEW&medium=WEB`,
    });
  }
  return makeOffer(undefined, { name: `Merchant ${serial}`, assets });
}

const logoUrl = (offer: Offer) => offer.attributes.assets?.[0]?.url;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('Image', FakeImage);
  FakeImage.loaded = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('offer images under the impression policy', () => {
  it('a card draws the same-size placeholder until half of it was in view for one continuous second', () => {
    const offer = offerWithAssets();
    const { container } = render(<OfferCard offer={offer} />);
    const card = container.querySelector('.ok-OfferCard') as HTMLElement;
    const logo = () => container.querySelector('.ok-OfferLogo') as HTMLElement;
    expect(container.querySelector('img')).toBeNull();
    expect(logo()).toHaveAttribute('data-state', 'pending');
    expect(observersOf(card)).toHaveLength(1);

    report(card, 0.4);
    act(() => vi.advanceTimersByTime(5000));
    expect(container.querySelector('img')).toBeNull();
    report(card, 0.6);
    act(() => vi.advanceTimersByTime(700));
    report(card, 0); // scrolled away: the second starts over
    report(card, 0.6);
    act(() => vi.advanceTimersByTime(999));
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(logo()).toHaveAttribute('data-state', 'image');
    // Exactly as given, and the card is no longer watched.
    expect(container.querySelector('img')?.getAttribute('src')).toBe(logoUrl(offer));
    expect(observersOf(card)).toHaveLength(0);
  });

  it('a card that remounts in the same session draws its recorded image at once, unwatched', () => {
    const offer = offerWithAssets();
    const first = render(<OfferCard offer={offer} />);
    report(first.container.querySelector('.ok-OfferCard') as Element, 1);
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();
    const again = render(<OfferCard offer={offer} />);
    expect(again.container.querySelector('img')?.getAttribute('src')).toBe(logoUrl(offer));
    expect(observersOf(again.container.querySelector('.ok-OfferCard') as Element)).toHaveLength(0);
  });

  it('a list watches all its cards with one observer and one timer', () => {
    const offers = Array.from({ length: 12 }, () => offerWithAssets());
    const { container } = render(<OfferList offers={offers} layout="list" initialViewportHeight={5000} />);
    const cards = [...container.querySelectorAll('.ok-OfferCard')];
    expect(cards.length).toBeGreaterThan(5);
    const observers = new Set(cards.flatMap((card) => observersOf(card)));
    expect(observers.size).toBe(1);
    for (const card of cards) report(card, 1);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(container.querySelectorAll('img')).toHaveLength(cards.length);
  });

  it('hidden page time does not count', () => {
    const offer = offerWithAssets();
    const { container } = render(<OfferCard offer={offer} />);
    const card = container.querySelector('.ok-OfferCard') as Element;
    report(card, 1);
    act(() => vi.advanceTimersByTime(500));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(container.querySelector('img')).toBeNull();
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(logoUrl(offer));
    visibility.mockRestore();
  });

  it('server-rendered cards and details hold no image: nothing is recorded for cards nobody sees', () => {
    const offers = [offerWithAssets(), offerWithAssets()];
    const list = renderToString(<OfferList offers={offers} />);
    expect(list).toContain('ok-OfferCard');
    expect(list).not.toContain('<img');
    expect(list).toContain('data-state="pending"');
    expect(renderToString(<OfferDetail offer={offers[0] as Offer} />)).not.toContain('<img');
  });

  it('a server-drawn card seen for the second before the page is live draws its logo on hydration; one seen less does not', () => {
    const [seen, glimpsed] = [offerWithAssets(), offerWithAssets()];
    const page = () => <OfferList offers={[seen, glimpsed] as Offer[]} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const [seenCard, glimpsedCard] = [...container.querySelectorAll('article.ok-OfferCard')] as Element[];
    // The server marks each card with the asset its impression would load.
    expect(seenCard).toHaveAttribute('data-ok-impression', logoUrl(seen));
    expect(glimpsedCard).toHaveAttribute('data-ok-impression', logoUrl(glimpsed));

    // Before React takes the page over, the customer scrolls past both cards.
    const stop = watchImpressionsBeforeHydration(container);
    report(seenCard as Element, 0.6);
    act(() => vi.advanceTimersByTime(1000));
    report(seenCard as Element, 0);
    report(glimpsedCard as Element, 1);
    act(() => vi.advanceTimersByTime(999));
    report(glimpsedCard as Element, 0);
    stop();
    expect(observersOf(seenCard as Element)).toEqual([]);
    expect(container.querySelector('img')).toBeNull();

    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page());
    });
    try {
      expect(errors).not.toHaveBeenCalled();
      expect(seenCard.querySelector('img')?.getAttribute('src')).toBe(logoUrl(seen));
      expect(seenCard).not.toHaveAttribute('data-ok-impression');
      // Not seen for a whole second: still the placeholder, now watched by the live page.
      expect(glimpsedCard.querySelector('img')).toBeNull();
      expect(observersOf(glimpsedCard as Element)).toHaveLength(1);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('a server-drawn card in view across the hydration counts its whole stretch, not from the hydration', () => {
    const offer = offerWithAssets();
    const page = () => <OfferList offers={[offer]} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const card = container.querySelector('article.ok-OfferCard') as Element;
    const stop = watchImpressionsBeforeHydration(container);
    report(card, 1);
    act(() => vi.advanceTimersByTime(600));
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page());
    });
    stop();
    try {
      report(card, 1);
      act(() => vi.advanceTimersByTime(399));
      expect(card.querySelector('img')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(card.querySelector('img')?.getAttribute('src')).toBe(logoUrl(offer));
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('watching a server-drawn page before it is live needs IntersectionObserver and the viewable trigger', () => {
    const offer = offerWithAssets();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OfferCard offer={offer} />);
    const card = container.querySelector('article') as Element;
    watchImpressionsBeforeHydration(container, { trigger: 'render' })();
    expect(observersOf(card)).toEqual([]);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(() => watchImpressionsBeforeHydration(container)()).not.toThrow();
    // A wrong policy value throws, naming the option, as the provider's does.
    expect(() => watchImpressionsBeforeHydration(container, { threshold: 0 })).toThrow(
      /impressions\.threshold/,
    );
  });

  it('the `render` trigger (design review) draws every image at once, as before', () => {
    const offer = offerWithAssets();
    const { container } = render(
      <ImpressionPolicyProvider impressions={{ trigger: 'render' }}>
        <OfferCard offer={offer} />
      </ImpressionPolicyProvider>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(logoUrl(offer));
    expect(
      renderToString(
        <ImpressionPolicyProvider impressions={{ trigger: 'render' }}>
          <OfferCard offer={offer} />
        </ImpressionPolicyProvider>,
      ),
    ).toContain('<img');
  });

  it('a wrong policy value throws, naming the option', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ImpressionPolicyProvider impressions={{ threshold: 2 }}>
          <OfferCard offer={offerWithAssets()} />
        </ImpressionPolicyProvider>,
      ),
    ).toThrow(/impressions\.threshold/);
  });

  it('an open detail loads its IMG_VIEW asset once (VIEW), exactly as given; its banner follows the rule', () => {
    const offer = offerWithAssets({ view: true });
    const viewUrl = offer.attributes.assets?.[2]?.url;
    const first = render(<OfferDetail offer={offer} />);
    expect(FakeImage.loaded).toEqual([viewUrl]);
    const banner = first.container.querySelector('.ok-OfferBanner') as Element;
    expect(banner).toHaveAttribute('data-state', 'pending');
    report(banner, 1);
    act(() => vi.advanceTimersByTime(1000));
    expect(first.container.querySelector('.ok-OfferBanner img')?.getAttribute('src')).toBe(
      offer.attributes.assets?.[1]?.url,
    );
    first.unmount();
    // Opened again in the same session: no second VIEW.
    render(<OfferDetail offer={offer} />);
    expect(FakeImage.loaded).toEqual([viewUrl]);
  });
});
