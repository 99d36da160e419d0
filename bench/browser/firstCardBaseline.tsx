/**
 * Figure 9, the baseline: a hand-written page that fetches the very same offers URL as Offerkit's side
 * (given as `?url=`), turns each offer into the strings it shows (`plainCard`, icons sanitized once per
 * distinct string) and draws the cards with `HandOfferCard`: the same DOM as the experience's list
 * (titles that open the offer, logos pending until viewable), with no client, cache, decoding, provider or
 * hooks of the library. (The logos never load here: that happens after the first frame on both sides.)
 */
import '@offerkit/components/styles.css';
import { sanitizeSvg } from '@offerkit/components';
import type { Category, Offer } from '@offerkit/data';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type PlainCard, plainCard } from '../baseline/plainCard.ts';
import { baselineList } from '../ssr/cardLists.tsx';
import { watchFirstCard } from './firstCardProbe.ts';

const LOCALE = 'en-US';
const url = new URLSearchParams(location.search).get('url') ?? '';

interface OffersDocument {
  data: (Omit<Offer, 'categories'> & {
    relationships?: { category?: { data: { id: string }[] } };
  })[];
  included?: Category[];
}

const sanitized = new Map<string, string>();
const svg = (icon: string): string => {
  let markup = sanitized.get(icon);
  if (markup === undefined) {
    markup = sanitizeSvg(icon);
    sanitized.set(icon, markup);
  }
  return markup;
};

/** The offers of a page, their categories joined by hand from `included` (as the page would). */
function cardsOf(document: OffersDocument): PlainCard[] {
  const categories = new Map((document.included ?? []).map((category) => [category.id, category]));
  return document.data.map((raw) => {
    const joined = (raw.relationships?.category?.data ?? []).flatMap(({ id }) => {
      const category = categories.get(id);
      return category === undefined ? [] : [category];
    });
    return plainCard({ ...raw, categories: joined } as Offer, LOCALE, svg);
  });
}

const onAction = (_id: string) => {};
const onOpen = (_id: string) => {};

function App() {
  const [cards, setCards] = useState<PlainCard[] | null>(null);
  useEffect(() => {
    fetch(url, {
      headers: { accept: 'application/vnd.api+json', authorization: 'Bearer offerkit-sandbox-token' },
    })
      .then((response) => response.json() as Promise<OffersDocument>)
      .then((document) => setCards(cardsOf(document)));
  }, []);
  if (cards === null) return <p aria-busy="true">Loading offers…</p>;
  return baselineList(cards, { onAction, onOpen, logoPending: true });
}

const root = document.getElementById('root') as HTMLElement;
watchFirstCard(root);
createRoot(root).render(<App />);
