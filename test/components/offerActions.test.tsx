import { OfferCard, type OfferCardProps, OfferDetail, type OfferDetailProps } from '@offerkit/components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { ACTION_URL, activatable, activated } from './fixtures.ts';

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
    expect(within(screen.getByRole('article')).getByText('Activated')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Offer updated.');
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
    expect(screen.getByRole('status')).toHaveTextContent('Offer updated.');
    expect(screen.getByText('Activated')).toBeInTheDocument();
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
