import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  type ExperienceSettings,
  ExperienceSettingsProvider,
} from '../../../packages/components/src/experience/ExperienceSettings.ts';
import { OfferDialog } from '../../../packages/components/src/experience/OfferDialog.tsx';
import { activatable } from '../fixtures.ts';

const offer = activatable('dialog-offer');
const settings: ExperienceSettings = {
  locale: undefined,
  currency: undefined,
  timeZone: undefined,
  headingLevel: 2,
  getOfferHref: undefined,
  onOpenOffer: () => undefined,
  online: true,
  slowResponseMs: 5000,
  autoLoadMore: true,
};

function Host({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open offer
      </button>
      <button type="button">After</button>
      {open && (
        <ExperienceSettingsProvider value={{ ...settings, locale: 'en-US' }}>
          <OfferDialog
            offer={offer}
            closeLabel="Close"
            onClose={() => {
              onClose?.();
              setOpen(false);
            }}
          />
        </ExperienceSettingsProvider>
      )}
    </>
  );
}

describe('OfferDialog', () => {
  it('is a modal dialog named by the offer title, with focus on the title', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Blue Bottle Coffee' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
    const title = screen.getByRole('heading', { level: 2, name: 'Blue Bottle Coffee' });
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(title).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open offer' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const website = screen.getByRole('link', { name: /Visit website/ });
    // From the title, Tab walks forward through the dialog's controls…
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    website.focus();
    // …and wraps from the last to the first and back.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(website).toHaveFocus();
    for (let step = 0; step < 8; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Host onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open offer' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button, a native cancel request, or a click on the backdrop', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Host onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open offer' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    // A click inside the panel doesn't close…
    await user.click(screen.getByRole('heading', { level: 2 }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // …one on the dialog box itself (the backdrop, once the panel covers the box) does.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('uses showModal where the browser has it, and closes the dialog when it goes', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const user = userEvent.setup();
      render(<Host />);
      await user.click(screen.getByRole('button', { name: 'Open offer' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      await user.keyboard('{Escape}');
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    }
  });
});
