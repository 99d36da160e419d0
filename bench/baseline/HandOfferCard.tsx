import { type CSSProperties, memo, useSyncExternalStore } from 'react';
import type { PlainCard, PlainProgress } from './plainCard.ts';

/**
 * The baseline: an offer card written by hand from precomputed strings (`PlainCard`), drawing the same
 * DOM as `OfferCard` (same elements, classes, attributes and texts, so the same stylesheet applies) with
 * no library code: no view models, no hooks, no context, no sanitizer. `server` draws the icon
 * placeholders `SafeSvg` renders on the server. It is what a careful developer would write by hand, and
 * the floor the library's cost is compared with.
 */
export interface HandOfferCardProps {
  card: PlainCard;
  /** Prefix of the ids this card needs (title, progress labels). */
  idPrefix: string;
  /**
   * `true` renders the icon placeholders a server render has (the icons arrive after hydration);
   * `'hydrate'` renders them while hydrating and the icons right after, as `SafeSvg` does.
   */
  server?: boolean | 'hydrate';
  pending?: boolean;
  onAction?: (id: string) => void;
  /** Makes the title a button that opens the offer (`data-linked`), as a list inside the experience has. */
  onOpen?: (id: string) => void;
  /**
   * Draws the logo's empty placeholder (`data-state="pending"`) until the page decides the card is viewable,
   * as a list under the default impression policy does: loading a logo records an impression.
   */
  logoPending?: boolean;
}

const unsubscribe = () => {};
const subscribe = () => unsubscribe;
const onClient = () => true;
const onServer = () => false;

/** An icon that is a placeholder while hydrating and the (already sanitized) markup once hydrated. */
function HydratingIcon({ svg, className }: { svg: string; className?: string }) {
  const hydrated = useSyncExternalStore(subscribe, onClient, onServer);
  return <Icon svg={svg} className={className} server={!hydrated} />;
}

type ServerMode = NonNullable<HandOfferCardProps['server']>;

function Icon({ svg, className, server }: { svg: string; className?: string; server: ServerMode }) {
  if (server === 'hydrate') return <HydratingIcon svg={svg} className={className} />;
  return server ? (
    <span className={className ? `ok-SafeSvg ${className}` : 'ok-SafeSvg'} data-state="pending" aria-hidden />
  ) : (
    <span
      className={className ? `ok-SafeSvg ${className}` : 'ok-SafeSvg'}
      data-state="ready"
      aria-hidden
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup was sanitized once, before the bench started.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

function Progress({
  progress: p,
  labelId,
  server,
}: {
  progress: PlainProgress;
  labelId: string;
  server: ServerMode;
}) {
  const hasLabels = p.left !== undefined || p.right !== undefined;
  return (
    <div
      className="ok-ProgressBar"
      data-kind={p.kind}
      data-position={p.position}
      data-layout={p.layout}
      data-icons={p.icons ? '' : undefined}
      style={{ '--ok-progress-nodes': String(p.nodeCount) } as CSSProperties}
    >
      {hasLabels && (
        <div
          className={
            p.leftShown || p.rightShown ? 'ok-ProgressBar-labels' : 'ok-ProgressBar-labels ok-visually-hidden'
          }
          id={labelId}
        >
          {p.left !== undefined && (
            <span
              className={p.leftShown ? 'ok-ProgressBar-label' : 'ok-ProgressBar-label ok-visually-hidden'}
              data-side="left"
            >
              {p.left}
            </span>
          )}
          {p.left !== undefined && p.right !== undefined && ' '}
          {p.right !== undefined && (
            <span
              className={p.rightShown ? 'ok-ProgressBar-label' : 'ok-ProgressBar-label ok-visually-hidden'}
              data-side="right"
            >
              {p.right}
            </span>
          )}
        </div>
      )}
      <div
        className="ok-ProgressBar-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={p.current}
        aria-valuetext={p.valueText}
        aria-labelledby={hasLabels ? labelId : undefined}
        aria-label={hasLabels ? undefined : p.valueText}
        style={{ '--fill': p.fill } as CSSProperties}
      >
        {p.kind === 'continuous' ? (
          <span className="ok-ProgressBar-fill" />
        ) : (
          p.nodes.map((node) => (
            <span
              key={node.index}
              className="ok-ProgressBar-node"
              data-state={node.state}
              data-index={node.index}
              aria-current={node.current ? 'step' : undefined}
              style={{ '--fill': node.fill } as CSSProperties}
            >
              {p.kind === 'stepper' && node.index > 0 && <span className="ok-ProgressBar-line" />}
              {node.icon !== undefined ? (
                <Icon svg={node.icon} className="ok-ProgressBar-icon" server={server} />
              ) : node.number !== undefined ? (
                <span className="ok-ProgressBar-number" aria-hidden="true">
                  {node.number}
                </span>
              ) : p.kind === 'stepper' ? (
                <span className="ok-ProgressBar-dot" />
              ) : (
                <span className="ok-ProgressBar-fill" />
              )}
            </span>
          ))
        )}
      </div>
      {p.steps !== undefined && (
        <ol className="ok-ProgressBar-steps">
          {p.steps.map((step) => (
            <li
              key={step.index}
              className="ok-ProgressBar-step"
              data-state={step.state}
              aria-current={step.current ? 'step' : undefined}
            >
              {step.title !== undefined && <span className="ok-ProgressBar-stepTitle">{step.title}</span>}
              {step.description !== undefined && (
                <span className="ok-ProgressBar-stepDescription">{step.description}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function HandOfferCardView({
  card,
  idPrefix,
  server = false,
  pending = false,
  onAction,
  onOpen,
  logoPending = false,
}: HandOfferCardProps) {
  const titleId = `${idPrefix}t`;
  const acts = card.cta?.interactive === true && onAction !== undefined;
  return (
    <article
      className="ok-OfferCard"
      aria-labelledby={titleId}
      data-cta={card.ctaStyle}
      data-boosted={card.boosted}
      data-state={pending ? 'pending' : 'idle'}
      data-linked={onOpen !== undefined || undefined}
      // The pending logo's key for the impression watcher before hydration, as the library's card carries.
      data-ok-impression={logoPending ? card.logoUrl : undefined}
    >
      <div className="ok-OfferCard-media">
        <span className="ok-LogoFlare" data-border={card.flareBorder}>
          {card.logoUrl !== undefined && logoPending ? (
            <span className="ok-OfferLogo" data-state="pending" aria-hidden="true" />
          ) : card.logoUrl !== undefined ? (
            <span className="ok-OfferLogo" data-state="image">
              <img className="ok-OfferLogo-image" src={card.logoUrl} alt="" loading="lazy" decoding="async" />
            </span>
          ) : (
            <span className="ok-OfferLogo" data-state="fallback" aria-hidden="true">
              <span className="ok-OfferLogo-monogram" aria-hidden="true">
                {card.monogram}
              </span>
            </span>
          )}
          {card.badge !== undefined && (
            <span className="ok-LogoFlare-badge" data-position={card.badge.position}>
              <Icon svg={card.badge.svg} server={server} />
            </span>
          )}
        </span>
      </div>
      <div className="ok-OfferCard-body">
        <h3 className="ok-OfferCard-title" id={titleId} tabIndex={-1}>
          {onOpen === undefined ? (
            card.title
          ) : (
            <button type="button" className="ok-OfferCard-link" onClick={() => onOpen(card.id)}>
              {card.title}
            </button>
          )}
        </h3>
        {card.reward !== undefined && (
          <p className="ok-Reward ok-OfferCard-reward" data-boosted={card.boosted}>
            <span className="ok-Reward-active">{card.reward.active}</span>
            {card.reward.struck !== undefined && (
              <>
                {' '}
                <s className="ok-Reward-struck">
                  <span className="ok-visually-hidden">{`Previously: ${card.reward.struck}`}</span>
                  <span aria-hidden="true">{card.reward.struckShown ?? card.reward.struck}</span>
                </s>
              </>
            )}
          </p>
        )}
        {card.description !== undefined && <p className="ok-OfferCard-description">{card.description}</p>}
        {card.tags.length > 0 && (
          <ul className="ok-TagList ok-OfferCard-tags">
            {card.tags.map((tag, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tags may repeat and never reorder.
              <li className="ok-TagList-tag" key={index}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {card.progress !== undefined && (
          <Progress progress={card.progress} labelId={`${idPrefix}l`} server={server} />
        )}
      </div>
      {card.cta === undefined && card.status !== undefined && (
        <p className="ok-OfferStatus ok-OfferCard-status" data-status="activated">
          <span className="ok-OfferStatus-icon" aria-hidden="true" />
          <span>{card.status}</span>
        </p>
      )}
      {card.cta !== undefined && (
        <div className="ok-OfferCard-actions">
          {card.status !== undefined && (
            <p className="ok-OfferStatus ok-OfferCard-status" data-status="activated">
              <span className="ok-OfferStatus-icon" aria-hidden="true" />
              <span>{card.status}</span>
            </p>
          )}
          <button
            type="button"
            className="ok-CtaButton"
            data-style={card.cta.style}
            data-state={pending ? 'pending' : 'idle'}
            aria-disabled={acts ? undefined : true}
            aria-busy={pending || undefined}
            onClick={acts ? () => onAction?.(card.id) : undefined}
          >
            {card.cta.icon !== undefined && (
              <Icon svg={card.cta.icon} className="ok-CtaButton-icon" server={server} />
            )}
            <span className="ok-CtaButton-label">{card.cta.label}</span>
            {pending && (
              <>
                <span className="ok-CtaButton-spinner" aria-hidden="true" />
                <span className="ok-visually-hidden">Working…</span>
              </>
            )}
          </button>
        </div>
      )}
      <p className="ok-visually-hidden" role="status" />
    </article>
  );
}

/** Memoized, as a hand-written list would be, so that updating one card re-renders only that card. */
export const HandOfferCard = memo(HandOfferCardView);
