import { useRovingFocus } from '@offerkit/hooks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

function Row({ dir, selected }: { dir?: 'ltr' | 'rtl'; selected?: number }) {
  const names = ['One', 'Two', 'Three'];
  const { getItemProps } = useRovingFocus({ count: names.length, selected, dir });
  return (
    <>
      <button type="button">Before</button>
      <div role="toolbar" aria-label="Row" dir={dir}>
        {names.map((name, index) => (
          <button key={name} type="button" {...getItemProps(index)}>
            {name}
          </button>
        ))}
      </div>
      <button type="button">After</button>
    </>
  );
}

describe('useRovingFocus', () => {
  it('makes the row one Tab stop, on the selected item', async () => {
    const user = userEvent.setup();
    render(<Row selected={1} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('mirrors the arrows in right-to-left text', async () => {
    const user = userEvent.setup();
    render(<Row dir="rtl" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
  });

  it('leaves modified arrows (browser shortcuts) alone', async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
  });
});
