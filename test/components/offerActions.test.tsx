import { OfferCard, type OfferCardProps, OfferDetail, type OfferDetailProps } from '@offerkit/components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { ACTION_URL, activatable, activated, boostable, boosted, makeOffer } from './fixtures.ts';

/** The props both offer views take for their CTA block (the shared useOfferActions). */
type OfferView = ComponentType<
  Pick<OfferCardProps & OfferDetailProps, 'offer' | 'onAction' | 'pending' | 'error'>
>;

/** A host that runs the action itself and, when told, passes the offer as the service returns it after. */
function ActivationHost({ View }: { View: OfferView }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const offer = state === 'done' ? activated('o-1') : activatable('o-1');
  return (
    <>
      <View offer={offer} pending={state === 'pending'} onAction={() => setState('pending')} />
      <button type="button" onClick={() => setState('done')}>
        response arrives
      </button>
    </>
  );
}

describe.each<[string, OfferView]>([
  ['OfferCard', OfferCard],
  ['OfferDetail', OfferDetail],
])('the CTA block of %s', (_name, View) => {
  it('calls onAction with the action exactly as given and the offer', async () => {
    const onAction = vi.fn();
    const offer = activatable();
    render(<View offer={offer} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(onAction).toHaveBeenCalledWith({ url: ACTION_URL, method: 'POST' }, offer);
  });

  it('drops the CTA after the action and shows Activated', async () => {
    render(<ActivationHost View={View} />);
    const button = screen.getByRole('button', { name: 'Activate' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'pending');
    await userEvent.click(screen.getByRole('button', { name: 'response arrives' }));
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    // Seen: a status line where the CTA was. Heard: the same words through the polite live region, which
    // was in the page before the action (a region added with its text is not announced).
    const line = screen.getByRole('article').querySelector('.ok-OfferStatus');
    expect(line).toHaveTextContent(/^Activated$/);
    expect(line).toHaveAttribute('data-status', 'activated');
    expect(screen.getByRole('status')).toHaveTextContent(/^Activated$/);
  });

  it('moves focus and announces success when the CTA it was running disappears', () => {
    const offer = activatable('o-2');
    const { rerender } = render(<View offer={offer} onAction={() => {}} />);
    const button = screen.getByRole('button', { name: 'Activate' });
    button.focus();
    rerender(<View offer={offer} onAction={() => {}} pending />);
    rerender(<View offer={activated('o-2')} onAction={() => {}} pending={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Blue Bottle Coffee' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Activated$/);
    expect(screen.getByRole('status').closest('article')).not.toBeNull();
  });

  it('keeps the live region in place from the first render, empty until an action succeeds', () => {
    const offer = activatable('o-4');
    const { rerender } = render(<View offer={offer} onAction={() => {}} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<View offer={offer} onAction={() => {}} pending />);
    rerender(<View offer={activated('o-4')} onAction={() => {}} pending={false} />);
    // The same element, now with the words: a polite region (role status) that screen readers were watching.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(/^Activated$/);
  });

  it('announces "Offer updated." after a boost, whose new reward tells the state', () => {
    const { rerender } = render(<View offer={boostable('o-5')} onAction={() => {}} />);
    rerender(<View offer={boostable('o-5')} onAction={() => {}} pending />);
    rerender(<View offer={boosted('o-5')} onAction={() => {}} pending={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offer updated\.$/);
    expect(document.querySelector('.ok-OfferStatus')).toBeNull();
  });

  it('announces "Offer updated.", not Activated again, after boosting an offer already activated', () => {
    const withTag = (offer: ReturnType<typeof boosted>) =>
      makeOffer({ ...offer.attributes.components, detailTags: ['Activated'] }, {}, 'o-6');
    const before = withTag(boostable('o-6'));
    const { rerender } = render(<View offer={before} onAction={() => {}} />);
    // The activated offer shows its status beside the boost CTA.
    expect(document.querySelector('.ok-OfferStatus')).toHaveTextContent('Activated');
    rerender(<View offer={before} onAction={() => {}} pending />);
    rerender(<View offer={withTag(boosted('o-6'))} onAction={() => {}} pending={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offer updated\.$/);
  });

  it('announces nothing when an offer merely arrives without a CTA', () => {
    const { rerender } = render(<View offer={activatable('o-3')} onAction={() => {}} />);
    rerender(<View offer={activated('o-3')} onAction={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.body).toHaveFocus();
  });

  it('shows an error message when the action failed', () => {
    render(<View offer={activatable()} onAction={() => {}} error={new Error('500')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'error');
  });
});
