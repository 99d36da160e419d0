import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderExperience, setupFlatLayout, setupSandbox } from './harness.tsx';

const state = setupSandbox();
setupFlatLayout();

const MISSION = { latitude: 37.7599, longitude: -122.4148 };

describe('OffersExperience with the keyboard only', () => {
  it('reaches and operates everything: views, search, filters, sort, detail, activate, close, nearby', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { container } = renderExperience(state.fetches, { pageSize: 10, position: MISSION });
    const experience = container.querySelector('.ok-OffersExperience') as HTMLElement;
    const focused = () => document.activeElement as HTMLElement;
    /** Tabs forward until `target` has focus, checking that focus never leaves the experience. */
    const tabTo = async (target: HTMLElement, limit = 40) => {
      for (let step = 0; step < limit && focused() !== target; step++) {
        await user.tab();
        expect(experience).toContainElement(focused());
      }
      expect(target).toHaveFocus();
    };
    await screen.findByRole('list', { name: 'Offers' });

    // The selected tab is the first stop; the other tab is reached with the arrows, not Tab.
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Offers' })).toHaveFocus();

    // Search: type, Enter commits at once.
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveFocus();
    await user.keyboard('bakery{Enter}');
    await waitFor(() => expect(screen.getByText('1 offer')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    await waitFor(() => expect(screen.getByText('10+ offers')).toBeInTheDocument());

    // Channel: one Tab stop for the group, arrows choose.
    await tabTo(screen.getByRole('radio', { name: 'Anywhere' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'In store' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Anywhere' })).toBeChecked();

    // Sort: a native select.
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();

    // Category chips: Space presses one, pressing it again releases it.
    const gas = screen.getByRole('button', { name: 'Gas' });
    await tabTo(gas);
    await user.keyboard(' ');
    expect(gas).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(gas).toHaveAttribute('aria-pressed', 'false');

    // A card: Enter on its title opens the detail dialog with focus on the title.
    const list = await screen.findByRole('list', { name: 'Offers' });
    const card = within(list).getByRole('article', { name: 'Maple Street Bakery' });
    const open = within(card).getByRole('button', { name: 'Maple Street Bakery' });
    await tabTo(open, 80);
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Maple Street Bakery' });
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();

    // Activate from the keyboard; focus stays in the dialog when the CTA goes.
    const activate = within(dialog).getByRole('button', { name: 'Activate' });
    for (let step = 0; step < 10 && focused() !== activate; step++) await user.tab();
    expect(activate).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Activate' })).toBeNull());
    expect(dialog).toContainElement(focused());

    // Escape closes and puts focus back on the card, which shows the new state.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(within(list).getByRole('article', { name: 'Maple Street Bakery' })).toHaveAttribute(
      'data-cta',
      'none',
    );

    // Back to the tabs and over to the nearby view with the arrow keys.
    const offersTab = screen.getByRole('tab', { name: 'Offers' });
    for (let step = 0; step < 80 && focused() !== offersTab; step++) await user.tab({ shift: true });
    expect(offersTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Nearby' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Nearby' })).toHaveAttribute('aria-selected', 'true');

    // Nearby: the radius menu is the next stop; the list's offers open the dialog from the keyboard too.
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveFocus();
    const locations = await screen.findByRole('list', { name: 'Nearby' });
    const offerButton = within(locations).getAllByRole('button')[0] as HTMLElement;
    await tabTo(offerButton, 60);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(offerButton).toHaveFocus();
  });
});
