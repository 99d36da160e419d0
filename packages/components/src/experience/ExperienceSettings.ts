'use client';
import type { Offer } from '@offerkit/data';
import { createContext, type MouseEvent, useContext, useMemo } from 'react';
import type { TitleLevel } from '../HeadingLevel.ts';

/**
 * What every view of `OffersExperience` draws with, from the experience's props and state: given once through
 * context instead of handed down by hand through each view, list and dialog.
 */
export interface ExperienceSettings {
  /** BCP 47 locale of every text, reward, date and distance (the experience's, else the provider's). */
  locale: string | undefined;
  /** Currency of `FLAT` rewards. */
  currency: string | undefined;
  /** Time zone of the detail's dates. */
  timeZone: string | undefined;
  /** Level of the experience's title; cards and states use the next one. */
  headingLevel: TitleLevel;
  /** Link to an offer's page, for card and location titles. */
  getOfferHref: ((offer: Offer) => string | undefined) | undefined;
  /** Opens an offer's detail (the dialog, or the host's `onSelectOffer`). */
  onOpenOffer: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /** Whether the browser reports a network connection. */
  online: boolean;
  /** How long a request may take before the slow notice shows, in milliseconds. */
  slowResponseMs: number;
  /** Whether lists ask for their next page on their own when their end nears. */
  autoLoadMore: boolean;
}

const ExperienceSettingsContext = createContext<ExperienceSettings | null>(null);

/** Gives the experience's views their settings. */
export const ExperienceSettingsProvider = ExperienceSettingsContext.Provider;

/** The settings of the `OffersExperience` this view is drawn in. */
export function useExperienceSettings(): ExperienceSettings {
  const settings = useContext(ExperienceSettingsContext);
  if (settings === null) {
    throw new Error(
      'The offers, nearby and detail views are parts of OffersExperience: render OffersExperience.',
    );
  }
  return settings;
}

/**
 * The settings as the context's value: a new object only when one of them changes, since each new value
 * re-renders every view that reads it. Its one caller builds `settings` from one literal, so the values come
 * in the same order on every render.
 */
export function useSettingsValue(settings: ExperienceSettings): ExperienceSettings {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the settings' values themselves
  return useMemo(() => settings, Object.values(settings));
}
