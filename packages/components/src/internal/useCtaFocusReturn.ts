'use client';
import { type RefObject, useRef, useState } from 'react';
import { useClientLayoutEffect } from './useClientLayoutEffect.ts';

/** What {@link useCtaFocusReturn} gives the view. */
export interface CtaFocusReturn {
  /**
   * For the renders that should announce the success (the CTA went away after its action): `status` when the
   * action gave the view a status it did not have (announce the status), `done` otherwise (e.g. a boost of an
   * offer already activated); `false` the rest of the time.
   */
  done: false | 'done' | 'status';
  /** For the view's title heading: where focus goes when the CTA takes it away. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** For the element around the CTA (only drawn when there is one): tells whether the CTA has focus. */
  ctaFocusProps: CtaFocusProps | undefined;
}

/**
 * A CTA disappears once its action is taken. When it had focus, focus would fall to the page body; this
 * moves it to the view's heading (`heading`) instead and says `done` in the render that should announce
 * the success.
 */
export function useCtaFocusReturn(
  hasCta: boolean,
  pending: boolean,
  status: string | undefined,
): CtaFocusReturn {
  // One object per view for its whole life (a list mounts hundreds): the heading's ref, the last committed
  // state and the focus handlers (made once the view has a CTA), so a render allocates no closures, the
  // mount's effect run allocates nothing, and one hook holds what would take two.
  const trackerRef = useRef<FocusTracker | null>(null);
  if (trackerRef.current === null) trackerRef.current = createTracker(hasCta, pending, status);
  const tracker = trackerRef.current;
  const [done, setDone] = useState<CtaFocusReturn['done']>(false);
  const target = tracker.heading;

  useClientLayoutEffect(() => {
    const hadCta = tracker.hasCta;
    const wasPending = tracker.pending;
    const hadStatus = tracker.status;
    tracker.status = status;
    // Mounting: nothing changed that could move focus.
    if (hadCta === hasCta && wasPending === pending) return;
    tracker.hasCta = hasCta;
    tracker.pending = pending;
    if (!hadCta && hasCta) {
      // A new CTA (e.g. a boost after an activation): the earlier announcement no longer applies.
      setDone(false);
      return;
    }
    if (!hadCta || hasCta) return;
    // This view ran the action: it was pending before, or still is in the render that drops the CTA
    // (the response can land in the same render as the pending state).
    const ranAction = wasPending || pending;
    const active = document.activeElement;
    const focusLost = active === null || active === document.body;
    // The CTA had focus (and took it with it), or this view ran the action and focus fell to the body.
    if (tracker.ctaFocused || (ranAction && focusLost)) {
      target.current?.focus({ preventScroll: true });
    }
    tracker.ctaFocused = false;
    // Only an action this view was running counts as done; an offer that merely lost its CTA elsewhere doesn't.
    if (ranAction) setDone(status !== undefined && status !== hadStatus ? 'status' : 'done');
  }, [hasCta, pending, status, target, tracker]);

  if (hasCta && tracker.props === undefined) tracker.props = focusProps(tracker);
  return { done, heading: target, ctaFocusProps: hasCta ? tracker.props : undefined };
}

/** Handlers for the element around the CTA, telling {@link useCtaFocusReturn} whether the CTA has focus. */
interface CtaFocusProps {
  onFocus: () => void;
  onBlur: () => void;
}

/** What {@link useCtaFocusReturn} keeps across renders. */
interface FocusTracker {
  /** The CTA (or something in its block) has focus. */
  ctaFocused: boolean;
  /** `hasCta` as of the last commit the effect looked at. */
  hasCta: boolean;
  /** `pending` as of the last commit the effect looked at. */
  pending: boolean;
  /** The view's status (its kind) as of the last commit the effect looked at. */
  status: string | undefined;
  /** The view's title heading. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** Stable handlers that keep `ctaFocused` current; made the first time the view has a CTA. */
  props: CtaFocusProps | undefined;
}

function createTracker(hasCta: boolean, pending: boolean, status: string | undefined): FocusTracker {
  return { ctaFocused: false, hasCta, pending, status, heading: { current: null }, props: undefined };
}

function focusProps(tracker: FocusTracker): CtaFocusProps {
  return {
    onFocus: () => {
      tracker.ctaFocused = true;
    },
    onBlur: () => {
      tracker.ctaFocused = false;
    },
  };
}
