import { act, screen, waitFor, within } from '@testing-library/react';
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
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Anywhere' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'In store' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Anywhere' })).toBeChecked();

    // Category chips: one Tab stop, on the pressed chip ("All"); the arrows move along the row without
    // choosing, Space presses the focused chip, pressing it again releases it.
    await user.tab();
    const all = screen.getByRole('button', { name: 'All' });
    expect(all).toHaveFocus();
    const gas = screen.getByRole('button', { name: 'Gas' });
    for (let step = 0; step < 20 && focused() !== gas; step++) await user.keyboard('{ArrowRight}');
    expect(gas).toHaveFocus();
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(gas).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(gas).toHaveAttribute('aria-pressed', 'false');

    // Sort: a native select, the next stop after the chips.
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();

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
    // Gone once the action is done, not merely renamed while it runs ("Activate Working…").
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Activate/ })).toBeNull());
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

  it('the category chips are one Tab stop: the first offer is a few Tabs away, whatever the categories', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10 });
    const list = await screen.findByRole('list', { name: 'Offers' });
    const chips = screen.getByRole('toolbar', { name: 'Categories' });
    const buttons = within(chips).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(10);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);

    // View tab, search, channel, chips, sort, then the first card's title and its Activate button.
    const firstActivate = within(list).getAllByRole('button', { name: 'Activate' })[0] as HTMLElement;
    const stops: string[] = [];
    for (let step = 0; step < 30 && document.activeElement !== firstActivate; step++) {
      await user.tab();
      stops.push(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
    }
    expect(firstActivate).toHaveFocus();
    expect(stops.filter((name) => buttons.some((button) => button.textContent === name))).toHaveLength(1);
    expect(stops.length).toBeLessThanOrEqual(8);
  });

  it('the chip row: arrows wrap, Home and End go to the ends, and Tab comes back to the chip left last', async () => {
    const user = userEvent.setup();
    renderExperience(state.fetches, { pageSize: 10 });
    await screen.findByRole('list', { name: 'Offers' });
    const buttons = within(screen.getByRole('toolbar', { name: 'Categories' })).getAllByRole('button');
    const first = buttons[0] as HTMLElement;
    const last = buttons.at(-1) as HTMLElement;
    act(() => first.focus());
    await user.keyboard('{ArrowLeft}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const third = buttons[2] as HTMLElement;
    expect(third).toHaveFocus();
    // Moving chose nothing: "All" is still the pressed chip.
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(third).toHaveAttribute('aria-pressed', 'false');
    // Out and back in: the row's stop is the chip focused last.
    await user.tab();
    expect(third).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(third).toHaveFocus();
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([third]);
  });
});
