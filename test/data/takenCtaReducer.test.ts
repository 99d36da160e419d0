import { initialTakenCtaState, takenCtaReducer, withoutTakenCta } from '@offerkit/data';
import { makeOffer, offerCta } from './fixtures.ts';

const activate = offerCta('activate');
const activateUrl = activate.action?.url ?? '';

describe('takenCtaReducer', () => {
  it('remembers the pressed action and marks it taken when its run succeeds', () => {
    const pressed = takenCtaReducer(initialTakenCtaState, { type: 'pressed', url: activateUrl });
    expect(pressed).toEqual({ running: activateUrl, taken: undefined });
    expect(takenCtaReducer(pressed, { type: 'succeeded' })).toEqual({
      running: activateUrl,
      taken: activateUrl,
    });
  });

  it('marks the action pressed, not the one the offer holds by the time the run succeeds', () => {
    let state = takenCtaReducer(initialTakenCtaState, { type: 'pressed', url: 'https://x.test/activate' });
    state = takenCtaReducer(state, { type: 'succeeded' });
    state = takenCtaReducer(state, { type: 'pressed', url: 'https://x.test/boost' });
    expect(state.taken).toBe('https://x.test/activate');
    expect(takenCtaReducer(state, { type: 'succeeded' }).taken).toBe('https://x.test/boost');
  });

  it('returns the same state when nothing changes, so a second press re-renders nothing', () => {
    const pressed = takenCtaReducer(initialTakenCtaState, { type: 'pressed', url: activateUrl });
    expect(takenCtaReducer(pressed, { type: 'pressed', url: activateUrl })).toBe(pressed);
    const done = takenCtaReducer(pressed, { type: 'succeeded' });
    expect(takenCtaReducer(done, { type: 'succeeded' })).toBe(done);
    expect(takenCtaReducer(initialTakenCtaState, { type: 'succeeded' })).toBe(initialTakenCtaState);
  });
});

describe('withoutTakenCta', () => {
  it('drops the CTA whose action was taken and keeps the rest of the offer', () => {
    const offer = makeOffer({}, { cta: activate, shortDescription: 'Short' });
    const shown = withoutTakenCta(offer, activateUrl);
    expect(shown?.attributes.components?.cta).toBeUndefined();
    expect(shown?.attributes.components?.shortDescription).toBe('Short');
    expect(shown?.id).toBe(offer.id);
  });

  it('gives the offer itself when nothing was taken, or another CTA is shown now (a later boost)', () => {
    const offer = makeOffer({}, { cta: activate });
    expect(withoutTakenCta(offer, undefined)).toBe(offer);
    expect(withoutTakenCta(offer, 'https://x.test/another')).toBe(offer);
    expect(withoutTakenCta(undefined, activateUrl)).toBeUndefined();
  });
});
