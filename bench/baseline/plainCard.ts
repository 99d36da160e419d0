import {
  ctaView,
  type Offer,
  offerCardView,
  type ProgressBarKind,
  type ProgressBarNodeState,
  type ProgressBarPlacement,
  progressBarView,
  rewardView,
} from '@offerkit/data';

/**
 * Everything the hand-written baseline card draws, as plain strings and numbers. It is computed once,
 * before any timing starts, so the baseline renders with no library logic at all: no view models, no
 * hooks, no sanitizer, no context. (The values are taken from the library's own view models only so that
 * both sides draw the very same DOM; how they were obtained is not part of what is timed.)
 */
export interface PlainCard {
  id: string;
  title: string;
  description?: string;
  tags: string[];
  ctaStyle: 'primary' | 'secondary' | 'disabled' | 'none';
  boosted: boolean;
  /** The logo image URL; `undefined` draws the monogram. */
  logoUrl?: string;
  monogram: string;
  /** `none` when the offer has no flare. */
  flareBorder: 'primary' | 'secondary' | 'none';
  /** Sanitized badge icon markup and its corner. */
  badge?: { position: string; svg: string };
  reward?: { active: string; struck?: string; struckShown?: string };
  /** The status line's text (`Activated`). */
  status?: string;
  progress?: PlainProgress;
  cta?: { style: string; label: string; interactive: boolean; icon?: string };
}

export interface PlainProgress {
  kind: ProgressBarKind;
  position: ProgressBarPlacement;
  layout: string;
  icons: boolean;
  nodeCount: number;
  left?: string;
  right?: string;
  /** Which labels show on screen: one the card's description or reward already says is visually hidden. */
  leftShown: boolean;
  rightShown: boolean;
  total: number;
  current: number;
  valueText: string;
  fill: string;
  nodes: {
    index: number;
    state: ProgressBarNodeState;
    fill: string;
    current: boolean;
    /** The icon, drawn only on a reached node; the others show their step number. */
    icon?: string;
    number?: string;
  }[];
  steps?: {
    index: number;
    state: ProgressBarNodeState;
    current: boolean;
    title?: string;
    description?: string;
  }[];
}

const fill = (value: number): string => String(Math.round(value * 10_000) / 10_000);

const BORDERS: Record<string, 'primary' | 'secondary'> = { PRIMARY: 'primary', SECONDARY: 'secondary' };
const POSITIONS: Record<string, string> = {
  TOP_RIGHT: 'top-right',
  TOP_LEFT: 'top-left',
  BOTTOM_RIGHT: 'bottom-right',
  BOTTOM_LEFT: 'bottom-left',
};

const initials = (name: string): string =>
  name
    .trim()
    .split(/[\s\-–—/&+]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => Array.from(word.slice(Math.max(word.search(/[\p{L}\p{N}]/u), 0)))[0] ?? '')
    .join('')
    .toLocaleUpperCase();

/**
 * The plain card of an offer. `svg` turns an untrusted icon into the markup the baseline inserts as is
 * (the bench passes the sanitized markup, computed once per distinct icon).
 */
export function plainCard(offer: Offer, locale: string, svg: (icon: string) => string): PlainCard {
  const text = offerCardView(offer, { locale });
  const components = offer.attributes.components;
  const reward = rewardView(offer, { locale });
  const cta = ctaView(components?.cta);
  const logo = offer.attributes.assets?.find(
    (asset) => asset.type === 'LOGO_IMAGE' && asset.url.trim() !== '',
  );
  const flare = components?.logoFlare;
  const card: PlainCard = {
    id: offer.id,
    title: text.title,
    tags: text.tags.map((tag) => tag.text),
    ctaStyle: cta?.style ?? 'none',
    boosted: reward.isBoosted,
    monogram: initials(offer.attributes.name),
    flareBorder: flare === undefined ? 'none' : (BORDERS[flare.borderColor] ?? 'primary'),
  };
  if (text.description !== undefined) card.description = text.description;
  if (text.status !== undefined) card.status = text.status.text;
  if (logo !== undefined) card.logoUrl = logo.url;
  if (flare?.badge?.icon !== undefined && flare.badge.icon !== '') {
    card.badge = { position: POSITIONS[flare.badge.position] ?? 'top-right', svg: svg(flare.badge.icon) };
  }
  if (reward.active !== undefined) {
    card.reward = { active: reward.active };
    if (reward.struck !== undefined) card.reward.struck = reward.struck;
    if (reward.struckShown !== undefined) card.reward.struckShown = reward.struckShown;
  }
  if (cta !== undefined) {
    card.cta = { style: cta.style, label: cta.label, interactive: cta.interactive };
    if (cta.icon !== undefined) card.cta.icon = svg(cta.icon);
  }
  const bar = components?.progressBar;
  if (bar !== undefined) {
    const view = progressBarView(bar, 'default', {
      locale,
      shownText: [text.description, text.reward.active],
    });
    const progress: PlainProgress = {
      kind: view.kind,
      position: view.position,
      layout: view.layout,
      icons: view.nodes.some((node) => node.icon !== undefined),
      nodeCount: Math.max(view.nodes.length, 1),
      leftShown: view.visibleLabels.left,
      rightShown: view.visibleLabels.right,
      total: view.total,
      current: view.current,
      valueText: view.valueText,
      fill: fill(view.fraction),
      nodes: view.nodes.map((node) => {
        const plain: PlainProgress['nodes'][number] = {
          index: node.index,
          state: node.state,
          fill: fill(node.fill),
          current: node.isCurrent,
        };
        if (node.marker === 'icon' && node.icon !== undefined) plain.icon = svg(node.icon);
        if (node.marker === 'number') plain.number = node.number;
        return plain;
      }),
    };
    if (view.labels.left !== undefined) progress.left = view.labels.left;
    if (view.labels.right !== undefined) progress.right = view.labels.right;
    if (view.nodes.some((node) => node.title !== undefined || node.description !== undefined)) {
      progress.steps = view.nodes.map((node) => {
        const step: NonNullable<PlainProgress['steps']>[number] = {
          index: node.index,
          state: node.state,
          current: node.isCurrent,
        };
        if (node.title !== undefined) step.title = node.title;
        if (node.description !== undefined) step.description = node.description;
        return step;
      });
    }
    card.progress = progress;
  }
  return card;
}
