import type { TextDirection } from '@offerkit/data';
import { useTabs } from '@offerkit/hooks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

type Key = 'one' | 'two' | 'three';
const KEYS: readonly Key[] = ['one', 'two', 'three'];

/** A host's own tabs drawn from the hook's prop objects. */
function Tabs({ dir, onSelect }: { dir?: TextDirection; onSelect?: (key: Key) => void }) {
  const [selected, setSelected] = useState<Key>('one');
  const { tabListProps, getTabProps, getPanelProps } = useTabs({
    keys: KEYS,
    selected,
    onSelect: (key) => {
      onSelect?.(key);
      setSelected(key);
    },
    label: 'Sections',
    dir,
    id: 'demo',
  });
  return (
    <div>
      <div {...tabListProps}>
        {KEYS.map((key) => (
          <button key={key} {...getTabProps(key)}>
            {key}
          </button>
        ))}
      </div>
      <div {...getPanelProps(selected)}>Panel {selected}</div>
    </div>
  );
}

const tab = (name: Key) => screen.getByRole('tab', { name });

/** Presses each key in turn; after each, the expected tab has focus, is selected and is the one Tab stop. */
async function walk(user: ReturnType<typeof userEvent.setup>, steps: ReadonlyArray<readonly [string, Key]>) {
  for (const [keys, expected] of steps) {
    await user.keyboard(keys);
    expect(tab(expected)).toHaveFocus();
    expect(tab(expected)).toHaveAttribute('aria-selected', 'true');
    expect(tab(expected)).toHaveAttribute('tabindex', '0');
  }
}

describe('useTabs', () => {
  it('gives the tab list, tabs and panel their roles, names, ids and a roving tab index', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tab('one')).toHaveAttribute('id', 'demo-tab-one');
    expect(tab('one')).toHaveAttribute('aria-controls', 'demo-panel-one');
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
    expect(tab('one')).toHaveAttribute('tabindex', '0');
    expect(tab('one')).toHaveAttribute('type', 'button');
    expect(tab('two')).toHaveAttribute('aria-selected', 'false');
    expect(tab('two')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'one' });
    expect(panel).toHaveAttribute('id', 'demo-panel-one');
  });

  it('moves and selects with ArrowRight, ArrowLeft (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    tab('one').focus();
    await walk(user, [
      ['{ArrowRight}', 'two'],
      ['{End}', 'three'],
      ['{ArrowRight}', 'one'],
      ['{ArrowLeft}', 'three'],
      ['{Home}', 'one'],
    ]);
    expect(tab('two')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'one' })).toHaveTextContent('Panel one');
  });

  it('in right-to-left mirrors the arrows (from dir, not computed style)', async () => {
    const user = userEvent.setup();
    render(<Tabs dir="rtl" />);
    tab('one').focus();
    // Home and End are not mirrored: they name the first and last tab.
    await walk(user, [
      ['{ArrowLeft}', 'two'],
      ['{ArrowRight}', 'one'],
      ['{ArrowRight}', 'three'],
      ['{Home}', 'one'],
      ['{End}', 'three'],
    ]);
  });

  it('selects on click, does not report the tab already selected, and leaves other keys alone', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Tabs onSelect={onSelect} />);
    await user.click(tab('one'));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(tab('three'));
    expect(onSelect).toHaveBeenLastCalledWith('three');
    expect(tab('three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}a');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(tab('three')).toHaveFocus();
  });
});
