import { useModalDialog } from '@offerkit/hooks';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

interface DialogProps {
  onClose: () => void;
  titleSelector?: string;
  returnFocusTo?: HTMLElement | null;
}

/** A host's own dialog drawn from the hook's props. */
function Dialog({ onClose, titleSelector, returnFocusTo }: DialogProps) {
  const { dialogProps } = useModalDialog({ onClose, titleSelector, returnFocusTo });
  return (
    <dialog {...dialogProps} aria-label="Fallback name">
      <h2 id="dialog-title" className="title" tabIndex={-1}>
        Maple Street Bakery
      </h2>
      <button type="button">First</button>
      <a href="#terms">Last</a>
    </dialog>
  );
}

function Host({
  onClose = () => {},
  titleSelector = '.title',
}: {
  onClose?: () => void;
  titleSelector?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          titleSelector={titleSelector}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('useModalDialog', () => {
  it('opens modal, named by its title, with focus on the title', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Maple Street Bakery' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', 'dialog-title');
    expect(screen.getByRole('heading', { name: 'Maple Street Bakery' })).toHaveFocus();
  });

  it('focuses the dialog itself when no element matches the title selector', async () => {
    const user = userEvent.setup();
    render(<Host titleSelector=".missing" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Fallback name' });
    expect(dialog).not.toHaveAttribute('aria-labelledby');
    expect(dialog).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('link', { name: 'Last' });
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop and on the native cancel event, not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('returns focus to the given element rather than the one focused at opening', () => {
    const target = document.body.appendChild(document.createElement('button'));
    const { unmount } = render(<Dialog onClose={() => {}} titleSelector=".title" returnFocusTo={target} />);
    expect(screen.getByRole('heading', { name: 'Maple Street Bakery' })).toHaveFocus();
    unmount();
    expect(target).toHaveFocus();
    target.remove();
  });
});
