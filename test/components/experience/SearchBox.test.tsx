import { OfferkitMessagesProvider } from '@offerkit/components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SearchBox } from '../../../packages/components/src/experience/SearchBox.tsx';

// The box reads its strings from the messages in force, as inside the experience.
const MESSAGES = { searchLabel: 'Search offers', searchPlaceholder: 'Merchant', clearSearch: 'Clear search' };

function Host({ onCommit, initial = '' }: { onCommit: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <OfferkitMessagesProvider messages={MESSAGES}>
      <SearchBox
        value={value}
        onChange={(next) => {
          onCommit(next);
          setValue(next);
        }}
        debounceMs={300}
      />
      <button type="button" onClick={() => setValue('')}>
        reset from outside
      </button>
      <output>{value}</output>
    </OfferkitMessagesProvider>
  );
}

beforeEach(() => {
  // Only timeouts: React's scheduler and user-event need the other timers to run.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

describe('SearchBox', () => {
  it('is a labelled search box inside a search landmark', () => {
    render(<Host onCommit={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search offers' });
    expect(screen.getByRole('search')).toContainElement(box);
    expect(box).toHaveAttribute('placeholder', 'Merchant');
  });

  it('commits once, trimmed, after typing pauses for the debounce', () => {
    const onCommit = vi.fn();
    render(<Host onCommit={onCommit} />);
    const box = screen.getByRole('searchbox');
    for (const text of [' c', ' co', ' cof', ' coffee ']) {
      type(box, text);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(199));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('coffee');
    // The box keeps exactly what was typed.
    expect(box).toHaveValue(' coffee ');
  });

  it('commits at once on Enter, and not again when the pause ends', () => {
    const onCommit = vi.fn();
    render(<Host onCommit={onCommit} />);
    const box = screen.getByRole('searchbox');
    type(box, 'gas');
    fireEvent.submit(box);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenLastCalledWith('gas');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('does not commit a change that only adds spaces', () => {
    const onCommit = vi.fn();
    render(<Host onCommit={onCommit} initial="tea" />);
    type(screen.getByRole('searchbox'), ' tea  ');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('Escape and the clear button empty the box and commit at once', () => {
    const onCommit = vi.fn();
    render(<Host onCommit={onCommit} initial="pets" />);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('pets');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onCommit).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    type(box, 'toys');
    fireEvent.submit(box);
    expect(onCommit).toHaveBeenLastCalledWith('toys');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(onCommit).toHaveBeenLastCalledWith('');
    expect(onCommit).toHaveBeenCalledTimes(3);
  });

  it('shows a value set from outside (e.g. clear filters)', () => {
    render(<Host onCommit={() => {}} />);
    const box = screen.getByRole('searchbox');
    type(box, 'books');
    fireEvent.submit(box);
    expect(screen.getByRole('status')).toHaveTextContent('books');
    fireEvent.click(screen.getByRole('button', { name: 'reset from outside' }));
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps typing that happens while its own commit comes back', () => {
    const onCommit = vi.fn();
    render(<Host onCommit={onCommit} />);
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'pizza' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith('pizza');
    fireEvent.change(box, { target: { value: 'pizza h' } });
    expect(box).toHaveValue('pizza h');
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenLastCalledWith('pizza h');
    expect(box).toHaveValue('pizza h');
  });
});
