'use client';
import { rovingFocusTarget, type TextDirection } from '@offerkit/data';
import { type KeyboardEvent, useId, useRef } from 'react';

/** Options of {@link useTabs}. */
export interface UseTabsOptions<Key extends string> {
  /** The tabs, in their visual order from the start edge. */
  keys: readonly Key[];
  /** The selected tab; `undefined` when none is (no tab is then a Tab stop). */
  selected: Key | undefined;
  /** Called when the user picks a tab (click, or Arrow, Home, End on the focused tab). */
  onSelect: (key: Key) => void;
  /** Accessible name of the tab list. */
  label: string;
  /**
   * Writing direction around the tabs: in `rtl` ArrowLeft moves to the next tab, as the eye reads.
   * @default 'ltr'
   */
  dir?: TextDirection;
  /**
   * The start of the tab and panel ids (`${id}-tab-${key}`, `${id}-panel-${key}`).
   * @default an id of its own (`useId`)
   */
  id?: string;
}

/** Props for the element holding the tabs. */
export interface TabListProps {
  role: 'tablist';
  'aria-label': string;
}

/** Props for one tab button. */
export interface TabProps {
  ref: (element: HTMLButtonElement | null) => void;
  type: 'button';
  role: 'tab';
  id: string;
  'aria-selected': boolean;
  'aria-controls': string;
  /** Roving tab index: only the selected tab is a Tab stop. */
  tabIndex: 0 | -1;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Props for a tab's panel. */
export interface TabPanelProps {
  id: string;
  role: 'tabpanel';
  'aria-labelledby': string;
}

/** What {@link useTabs} returns: prop objects for the tab list, each tab and each panel. */
export interface UseTabsResult<Key extends string> {
  tabListProps: TabListProps;
  getTabProps: (key: Key) => TabProps;
  getPanelProps: (key: Key) => TabPanelProps;
}

/**
 * Accessible tabs with automatic activation (WAI-ARIA APG "Tabs"): the selected tab is the only Tab stop,
 * Arrow keys move to the previous or next tab (wrapping) and select it, Home and End go to the first and
 * last. The direction comes from `dir`, never from computed style, so the keys behave the same on the
 * server-rendered markup, in tests and in the browser.
 *
 * ```tsx
 * const { tabListProps, getTabProps, getPanelProps } = useTabs({ keys, selected, onSelect, label });
 * ```
 */
export function useTabs<Key extends string>({
  keys,
  selected,
  onSelect,
  label,
  dir = 'ltr',
  id: idOption,
}: UseTabsOptions<Key>): UseTabsResult<Key> {
  const ownId = useId();
  const id = idOption ?? ownId;
  const elements = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${id}-tab-${key}`;
  const panelId = (key: Key) => `${id}-panel-${key}`;

  const select = (key: Key) => {
    if (key !== selected) onSelect(key);
  };

  // The same keys as any one-Tab-stop row (rovingFocusTarget), moving from the tab the key was pressed
  // on; a tab list also selects where focus lands (automatic activation).
  const onKeyDown = (key: Key) => (event: KeyboardEvent<HTMLElement>) => {
    const target = rovingFocusTarget(event.key, keys.indexOf(key), keys.length, dir);
    if (target === undefined) return;
    event.preventDefault();
    const next = keys[target] as Key;
    select(next);
    elements.current.get(next)?.focus();
  };

  return {
    tabListProps: { role: 'tablist', 'aria-label': label },
    getTabProps: (key) => ({
      ref: (element) => {
        if (element === null) elements.current.delete(key);
        else elements.current.set(key, element);
      },
      type: 'button',
      role: 'tab',
      id: tabId(key),
      'aria-selected': key === selected,
      'aria-controls': panelId(key),
      tabIndex: key === selected ? 0 : -1,
      onClick: () => select(key),
      onKeyDown: onKeyDown(key),
    }),
    getPanelProps: (key) => ({ id: panelId(key), role: 'tabpanel', 'aria-labelledby': tabId(key) }),
  };
}
