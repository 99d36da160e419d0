import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@offerkit/components/styles.css';
import '../stories/themes/storybook.css';
import type { ImpressionPolicyOptions } from '@offerkit/data';
import { ImpressionPolicyProvider } from '@offerkit/hooks';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { withOfferkit, withSandbox } from './offerkit.tsx';

/**
 * Every `waitFor` and `findBy…` in a play function waits up to 10 s. Testing Library's 1 s default is shorter
 * than a sandbox answer or an image error takes on a loaded CI machine, and a story then fails for the
 * machine's load, not for what it checks.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * Applies the toolbar's theme and direction to the whole preview document, so the page background, the
 * components and any portal (dialogs) agree.
 */
const withThemeAndDirection: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? 'light');
  const direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dir = direction;
  }, [theme, direction]);
  return <Story />;
};

/**
 * Storybook is a design-review tool: every story draws its offer images as soon as they are rendered
 * (`trigger: 'render'`), the way the screenshots and reviewers need them, instead of after a card has been
 * half in view for a second, which would leave placeholders in full-page screenshots. A story can set
 * `parameters.impressions` to show the production policy. Apps never get this default: theirs is the
 * viewability rule (see "How impressions are counted" in Docs / Testing with the sandbox).
 */
const DESIGN_REVIEW: ImpressionPolicyOptions = { trigger: 'render' };
const withDesignReviewImpressions: Decorator = (Story, context) => (
  <ImpressionPolicyProvider
    impressions={(context.parameters.impressions as ImpressionPolicyOptions | undefined) ?? DESIGN_REVIEW}
  >
    <Story />
  </ImpressionPolicyProvider>
);

/**
 * Waits for the bundled font before a story renders. Text first laid out in a fallback font and then
 * swapped would leave measurements behind (a virtualized list keeps the height of a row it measured once),
 * and a screenshot would then depend on how fast the font arrived.
 */
const withFontsLoaded: Loader = async () => {
  await Promise.all([document.fonts.load('400 1em Inter', 'Aa'), document.fonts.load('600 1em Inter', 'Aa')]);
  return {};
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme of the components (data-theme)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'brand', title: 'Brand (token overrides)', icon: 'heart' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction (dir)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // The page colour comes from the theme (stories/themes/storybook.css), not from the backgrounds tool.
    backgrounds: { disable: true },
    // WCAG 2.x A and AA violations fail the story's test (Storybook's test widget and
    // `vitest --project storybook`), the same rule set as the Playwright suite (test/browser/stories.spec.ts).
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
  loaders: [mswLoader(), withFontsLoaded],
  // Decorators listed first sit closest to the story: the provider inside, theme and direction outside.
  decorators: [withOfferkit, withDesignReviewImpressions, withThemeAndDirection],
  beforeEach: withSandbox,
};

export default preview;
