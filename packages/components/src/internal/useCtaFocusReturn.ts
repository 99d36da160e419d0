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
): { done: boolean; ctaFocusProps: { onFocus: () => void; onBlur: () => void } } {
  const ctaFocused = useRef(false);
  const previous = useRef({ hasCta, pending });
  const [done, setDone] = useState(false);

  useClientLayoutEffect(() => {
    const before = previous.current;
    previous.current = { hasCta, pending };
    if (!before.hasCta && hasCta) {
      // A new CTA (e.g. a boost after an activation): the earlier announcement no longer applies.
      setDone(false);
      return;
    }
    if (!before.hasCta || hasCta) return;
    // This view ran the action: it was pending before, or still is in the render that drops the CTA
    // (the response can land in the same render as the pending state).
    const ranAction = before.pending || pending;
    const active = document.activeElement;
    const focusLost = active === null || active === document.body;
    // The CTA had focus (and took it with it), or this view ran the action and focus fell to the body.
    if (ctaFocused.current || (ranAction && focusLost)) {
      target.current?.focus({ preventScroll: true });
    }
    ctaFocused.current = false;
    // Only an action this view was running counts as done; an offer that merely lost its CTA elsewhere doesn't.
    if (ranAction) setDone(true);
  }, [hasCta, pending, target]);

  return {
    done,
    ctaFocusProps: {
      onFocus: () => {
        ctaFocused.current = true;
      },
      onBlur: () => {
        ctaFocused.current = false;
      },
    },
  };
}
