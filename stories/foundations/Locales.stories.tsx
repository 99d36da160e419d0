import {
  defaultMessages,
  LocationCard,
  OfferDetail,
  type OfferkitMessages,
  OfferkitMessagesProvider,
} from '@offerkit/components';
import { esMessages } from '@offerkit/components/locales/es';
import { distanceMiles, type Location } from '@offerkit/data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureLocations, offerStates } from '../support/sandbox.ts';

/** The Mission District, San Francisco: the sandbox has merchants around it. */
const MISSION = { latitude: 37.7599, longitude: -122.4148 };

/** The locales a bank might offer, each with the shipped messages of its language. */
const LOCALES: ReadonlyArray<{ locale: string; name: string; messages: OfferkitMessages }> = [
  { locale: 'en-US', name: 'English (United States)', messages: defaultMessages },
  { locale: 'es-US', name: 'Español (Estados Unidos)', messages: esMessages },
  { locale: 'es-ES', name: 'Español (España)', messages: esMessages },
];

/** Dates are shown in UTC here, so the story reads the same on every machine. */
const TIME_ZONE = 'UTC';

type Loaded = { locations: Location[] };

interface LocaleSwitchProps {
  /** The locale selected first. */
  initialLocale: string;
  /** A location to show with its distance (numbers through Intl). */
  location?: Location;
}

/**
 * A bank's language switch over Offerkit: the messages come from `OfferkitMessagesProvider` (English or
 * Spanish), and the same BCP 47 locale goes to the components, which format dates, rewards and distances
 * with Intl.
 */
function LocaleSwitch({ initialLocale, location }: LocaleSwitchProps) {
  const [locale, setLocale] = useState(initialLocale);
  const name = useId();
  const current = LOCALES.find((entry) => entry.locale === locale) ?? (LOCALES[0] as (typeof LOCALES)[0]);
  return (
    <div style={{ display: 'grid', gap: 'var(--ok-space-4)', maxWidth: 720 }}>
      <fieldset style={{ display: 'flex', gap: 'var(--ok-space-4)', flexWrap: 'wrap' }}>
        <legend>Language · Idioma</legend>
        {LOCALES.map((entry) => (
          <label key={entry.locale} lang={entry.locale}>
            <input
              type="radio"
              name={name}
              value={entry.locale}
              checked={entry.locale === locale}
              onChange={() => setLocale(entry.locale)}
            />{' '}
            {entry.name}
          </label>
        ))}
      </fieldset>
      <div lang={current.locale} data-testid="localized">
        <OfferkitMessagesProvider messages={current.messages}>
          <OfferDetail offer={offerStates.activatable} locale={current.locale} timeZone={TIME_ZONE} />
          {location === undefined ? null : (
            <LocationCard location={location} userPosition={MISSION} locale={current.locale} />
          )}
        </OfferkitMessagesProvider>
      </div>
    </div>
  );
}

/**
 * Translations: English and Spanish ship with the components (`defaultMessages`, and `esMessages` from
 * `@offerkit/components/locales/es`, each one bag with the experience's own strings). Switch the language: the strings change with
 * the messages, and dates and distances follow the locale through Intl (`es-US` keeps US number formats,
 * `es-ES` writes `2,5 mi`).
 */
const meta = {
  title: 'Foundations/Locales',
  component: LocaleSwitch,
  loaders: [
    async (): Promise<Loaded> => ({
      locations: await fixtureLocations({ ...MISSION, radius: 2, pageSize: 1 }),
    }),
  ],
  args: { initialLocale: 'en-US' },
  render: (args, { loaded }) => <LocaleSwitch {...args} location={(loaded as Loaded).locations[0]} />,
} satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start in English, switch to Spanish (Spain): strings, dates and distances all change. */
export const SwitchLocale: Story = {
  play: async ({ canvasElement, loaded, step }) => {
    const canvas = within(canvasElement);
    const localized = canvas.getByTestId('localized');
    const offer = offerStates.activatable;
    const expires = Date.parse(offer.attributes.expirationDate ?? '');
    const dateIn = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(expires);
    const miles = distanceMiles(MISSION, (loaded as Loaded).locations[0]?.attributes.coordinates);

    await expect(within(localized).getByText(defaultMessages.terms)).toBeVisible();
    await expect(within(localized).getByText(dateIn('en-US'))).toBeVisible();

    await step('Switch to Español (España)', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Español (España)' }));
    });
    await waitFor(() => expect(localized).toHaveAttribute('lang', 'es-ES'));
    await expect(within(localized).getByText(esMessages.terms)).toBeVisible();
    await expect(within(localized).queryByText(defaultMessages.terms)).toBeNull();
    await expect(within(localized).getByText(dateIn('es-ES'))).toBeVisible();
    await expect(dateIn('es-ES')).not.toBe(dateIn('en-US'));
    // The sandbox's first location around the Mission has coordinates, so its distance is shown.
    if (miles === undefined)
      throw new Error('The fixture location has no coordinates: no distance to check.');
    const distance = esMessages.distance(miles, 'es-ES');
    await expect(within(localized).getByText(distance, { exact: false })).toBeVisible();
  },
};

/** Spanish for US customers: Spanish strings, US number and date conventions. */
export const SpanishUnitedStates: Story = {
  args: { initialLocale: 'es-US' },
  play: async ({ canvasElement }) => {
    const localized = within(within(canvasElement).getByTestId('localized'));
    await expect(localized.getByText(esMessages.terms)).toBeVisible();
    await expect(localized.getByText(esMessages.expirationDate)).toBeVisible();
  },
};
