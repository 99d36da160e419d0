'use client';
import { type RefObject, useRef, useState } from 'react';
import { useClientLayoutEffect } from './useClientLayoutEffect.ts';

/**
 * A CTA disappears once its action is taken. When it had focus, focus would fall to the page body; this
 * moves it to `target` (the offer's heading) instead and returns `true` for the render that should
 * announce the success.
 */
export function useCtaFocusReturn(
  hasCta: boolean,
  pending: boolean,
  target: RefObject<HTMLElement | null>,
): { done: boolean; ctaFocusProps: CtaFocusProps } {
  // One object per view for its whole life (a list mounts hundreds): the last committed state and the
  // focus handlers, so a render allocates no closures and the mount's effect run allocates nothing.
  const trackerRef = useRef<FocusTracker | null>(null);
  if (trackerRef.current === null) trackerRef.current = createTracker(hasCta, pending);
  const tracker = trackerRef.current;
  const [done, setDone] = useState(false);

  useClientLayoutEffect(() => {
    const hadCta = tracker.hasCta;
    const wasPending = tracker.pending;
    // Mounting, or a run for `target` alone: nothing changed that could move focus.
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
    if (ranAction) setDone(true);
  }, [hasCta, pending, target, tracker]);

  return { done, ctaFocusProps: tracker.props };
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
  /** Stable handlers that keep `ctaFocused` current. */
  props: CtaFocusProps;
}

function createTracker(hasCta: boolean, pending: boolean): FocusTracker {
  const tracker: FocusTracker = {
    ctaFocused: false,
    hasCta,
    pending,
    props: {
      onFocus: () => {
        tracker.ctaFocused = true;
      },
      onBlur: () => {
        tracker.ctaFocused = false;
      },
    },
  };
  return tracker;
}
