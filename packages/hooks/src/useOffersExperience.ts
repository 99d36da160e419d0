'use client';
import {
  type ExperienceChannel,
  type ExperienceSort,
  normalizeOffersFilters,
  type Offer,
  type OffersExperienceFilters,
  type OffersExperienceLayout,
  type OffersExperienceSections,
  type OffersExperienceView,
  type OffersFiltersAction,
  offersExperienceLayout,
  offersFiltersReducer,
  resolveLocale,
  type TextDirection,
  textDirection,
} from '@offerkit/data';
import {
  type Dispatch,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useOnlineStatus } from './internal/useOnlineStatus.ts';
import { offerkitKeys } from './offerkitKeys.ts';
import { useOfferkit } from './useOfferkit.ts';
import { type UseTabsResult, useTabs } from './useTabs.ts';

/** Options of {@link useOffersExperience}: the state-related props of `OffersExperience`. */
export interface UseOffersExperienceOptions {
  /** Turns parts of the experience off. */
  sections?: Partial<OffersExperienceSections>;
  /** The view shown, when the host controls it (e.g. from its route); pair with `onViewChange`. */
  view?: OffersExperienceView;
  /**
   * The view shown first when `view` is not controlled.
   * @default 'offers'
   */
  defaultView?: OffersExperienceView;
  /** Called when the user switches views. */
  onViewChange?: (view: OffersExperienceView) => void;
  /** Initial search, category, channel and sort (e.g. from the host's URL); unknown choices fall back to the defaults. */
  defaultFilters?: Partial<OffersExperienceFilters>;
  /**
   * Called whenever the filters change (after the search debounce), e.g. to write them to the URL; not for
   * the initial filters, which the host already knows.
   */
  onFiltersChange?: (filters: OffersExperienceFilters) => void;
  /**
   * Called when the user opens an offer. When set, the host shows the detail (its router, its page) and
   * the built-in dialog is not used; with `getOfferHref`, call `event.preventDefault()` for client-side
   * navigation. When not set, the offer opens in the built-in accessible dialog.
   */
  onSelectOffer?: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /** Accessible name of the tab list that switches views. */
  viewsLabel: string;
  /**
   * BCP 47 locale for dates, rewards and distances.
   * @default the `OfferkitProvider`'s locale, else the runtime's default locale
   */
  locale?: string;
  /**
   * Writing direction of the page around the experience: in `rtl` the arrow keys move between the view tabs
   * as the eye reads (ArrowLeft to the next tab).
   * @default the direction of the locale's script (`rtl` for Arabic, Hebrew…), else `ltr`
   */
  dir?: TextDirection;
}

/** One setter per filter, stable for the life of the experience (no new callbacks per render). */
export interface OffersFilterActions {
  search: (value: string) => void;
  category: (value: string | null) => void;
  channel: (value: ExperienceChannel) => void;
  sort: (value: ExperienceSort) => void;
  /** Removes search, category and channel; the sort stays. */
  clear: () => void;
}

/** The offer open in the built-in dialog, and where focus returns when it closes. */
export interface OpenedOffer {
  offer: Offer;
  returnFocusTo: HTMLElement | null;
}

/** What {@link useOffersExperience} returns: the layout, the filters, the open offer and the tab props. */
export interface UseOffersExperienceResult
  extends OffersExperienceLayout,
    UseTabsResult<OffersExperienceView> {
  /** The base of the experience's element ids (title, tabs, panels). */
  id: string;
  /** The locale in force (the option, else the provider's). */
  locale: string | undefined;
  /** The writing direction in force (the option, else the locale's), for the arrow keys of rows and tabs. */
  dir: TextDirection;
  /** Whether the browser reports a network connection (always `true` on the server). */
  online: boolean;
  /** Switches views (or asks the host to, when `view` is controlled). */
  selectView: (view: OffersExperienceView) => void;
  /** The offers view's filters. */
  filters: OffersExperienceFilters;
  /** Changes the filters (see `offersFiltersReducer`). */
  dispatch: Dispatch<OffersFiltersAction>;
  /** The same changes as one setter per filter, for the controls' `onChange`. */
  filterActions: OffersFilterActions;
  /** The offer open in the built-in dialog, or `null`. */
  opened: OpenedOffer | null;
  /**
   * Opens an offer from a card's click: the host's `onSelectOffer` when set, else the built-in dialog. A
   * modified click on a link (new tab, window, download) is left to the browser.
   */
  openOffer: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /** Closes the built-in dialog. */
  closeOffer: () => void;
}

/** A click that asks the browser for a new tab or window, or a download. */
const modifiedClick = (event: MouseEvent<HTMLElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The state machine of `OffersExperience`, headless: which view shows (controlled or not, only among the
 * sections turned on) with accessible tabs, the offers filters with change reports, the offer open in the
 * dialog, the connection status and the locale. `OffersExperience` only lays out what it returns; a host can
 * build its own layout on it.
 *
 * ```tsx
 * const experience = useOffersExperience({ viewsLabel: 'Rewards views', onFiltersChange: writeToUrl });
 * <div {...experience.tabListProps}>{experience.views.map((v) => <button {...experience.getTabProps(v)} />)}</div>
 * ```
 */
export function useOffersExperience({
  sections,
  view: controlledView,
  defaultView = 'offers',
  onViewChange,
  defaultFilters,
  onFiltersChange,
  onSelectOffer,
  viewsLabel,
  locale: localeOption,
  dir,
}: UseOffersExperienceOptions): UseOffersExperienceResult {
  const offerkit = useOfferkit();
  const locale = resolveLocale(localeOption, offerkit.locale);
  const id = useId();
  const online = useOnlineStatus();

  const [ownView, setOwnView] = useState<OffersExperienceView>(defaultView);
  const layout = offersExperienceLayout(sections, controlledView ?? ownView);
  const selectView = (next: OffersExperienceView) => {
    if (next === layout.view) return;
    // Switching to a view is where a user expects its data fresh (a new reward, a card's progress after
    // a purchase elsewhere): its lists are marked stale, not fetched, so the view refetches them as it
    // mounts, once. Locations do not change with purchases and are kept.
    const stale =
      next === 'rewards'
        ? offerkitKeys.earnedRewards(offerkit.scope)
        : next === 'offers'
          ? offerkitKeys.offerLists(offerkit.scope)
          : undefined;
    if (stale !== undefined)
      void offerkit.queryClient.invalidateQueries({ queryKey: stale, refetchType: 'none' });
    if (controlledView === undefined) setOwnView(next);
    onViewChange?.(next);
  };
  const direction = dir ?? textDirection(locale);
  const tabs = useTabs({
    keys: layout.views,
    selected: layout.view,
    onSelect: selectView,
    label: viewsLabel,
    dir: direction,
    id,
  });

  const [filters, dispatch] = useReducer(offersFiltersReducer, defaultFilters, normalizeOffersFilters);
  const filterActions = useMemo<OffersFilterActions>(
    () => ({
      search: (value) => dispatch({ type: 'search', value }),
      category: (value) => dispatch({ type: 'category', value }),
      channel: (value) => dispatch({ type: 'channel', value }),
      sort: (value) => dispatch({ type: 'sort', value }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [],
  );
  const reportFilters = useRef(onFiltersChange);
  useEffect(() => {
    reportFilters.current = onFiltersChange;
  }, [onFiltersChange]);
  const reported = useRef(filters);
  useEffect(() => {
    // Only changes are reported: the host already knows the filters it passed in.
    if (filters === reported.current) return;
    reported.current = filters;
    reportFilters.current?.(filters);
  }, [filters]);

  const [opened, setOpened] = useState<OpenedOffer | null>(null);
  // Stable while the host's callback is, so the cards of a long list are not re-rendered for it.
  const openOffer = useCallback(
    (offer: Offer, event: MouseEvent<HTMLElement>) => {
      if (onSelectOffer !== undefined) {
        onSelectOffer(offer, event);
        return;
      }
      if (event.currentTarget instanceof HTMLAnchorElement) {
        if (modifiedClick(event)) return;
        event.preventDefault();
      }
      setOpened({ offer, returnFocusTo: event.currentTarget });
    },
    [onSelectOffer],
  );
  const closeOffer = useCallback(() => setOpened(null), []);

  return {
    ...layout,
    ...tabs,
    id,
    locale,
    dir: direction,
    online,
    selectView,
    filters,
    dispatch,
    filterActions,
    opened,
    openOffer,
    closeOffer,
  };
}
