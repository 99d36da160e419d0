import { useSearchField } from '@offerkit/hooks';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';

/** A host's own search field on the hook's props, with the committed value kept by the host. */
function Field({
  onCommit,
  initial = '',
  echoDelayMs,
}: {
  onCommit: (value: string) => void;
  initial?: string;
  /** The host takes this long to hand a commit back as the value (a slow parent); at once when absent. */
  echoDelayMs?: number;
}) {
  const [value, setValue] = useState(initial);
  const { formProps, inputProps, hasText, clear } = useSearchField({
    value,
    onChange: (next) => {
      onCommit(next);
      if (echoDelayMs === undefined) setValue(next);
      else setTimeout(() => setValue(next), echoDelayMs);
    },
    debounceMs: 200,
  });
  return (
    <>
      <form {...formProps}>
        <input {...inputProps} aria-label="Find" />
        {hasText && (
          <button type="button" onClick={clear}>
            Clear
          </button>
        )}
      </form>
      <button type="button" onClick={() => setValue('outside')}>
        Set from outside
      </button>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const box = () => screen.getByRole('textbox', { name: 'Find' });
const type = (value: string) => fireEvent.change(box(), { target: { value } });

describe('useSearchField', () => {
  it('commits the trimmed text once typing pauses for the debounce', () => {
    const onCommit = vi.fn();
    render(<Field onCommit={onCommit} />);
    type('ta');
    act(() => vi.advanceTimersByTime(150));
    type(' tacos ');
    act(() => vi.advanceTimersByTime(199));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenLastCalledWith('tacos');
  });

  it('commits at once on submit, and not again when the pause ends', () => {
    const onCommit = vi.fn();
    render(<Field onCommit={onCommit} />);
    type('pizza');
    fireEvent.submit(box());
    expect(onCommit).toHaveBeenLastCalledWith('pizza');
    act(() => vi.advanceTimersByTime(500));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('Escape and clear empty the field, commit the empty search and keep focus in the input', () => {
    const onCommit = vi.fn();
    render(<Field onCommit={onCommit} initial="gas" />);
    expect(box()).toHaveValue('gas');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
    expect(onCommit).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();

    type('tea');
    fireEvent.submit(box());
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual(['', 'tea', '']);
  });

  it('takes a value changed from outside, but not the late echo of its own commit', () => {
    const onCommit = vi.fn();
    render(<Field onCommit={onCommit} echoDelayMs={50} />);
    type('bake');
    act(() => vi.advanceTimersByTime(200));
    expect(onCommit).toHaveBeenLastCalledWith('bake');
    // Typing goes on before the host hands "bake" back as the value: the newer text is kept.
    type('bakery');
    act(() => vi.advanceTimersByTime(50));
    expect(box()).toHaveValue('bakery');
    fireEvent.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(box()).toHaveValue('outside');
    act(() => vi.advanceTimersByTime(500));
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual(['bake']);
  });
});
