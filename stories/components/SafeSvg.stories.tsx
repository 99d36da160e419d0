import { SafeSvg } from '@offerkit/components';
import { SANDBOX_ICONS } from '@offerkit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The only way inline SVG from the service reaches the page: sanitized with an SVG-only DOMPurify profile
 * (no script, event handlers, `foreignObject`, external references), ids namespaced per instance, themed
 * through `--icon-fill`, `--icon-outline` and `--icon-detail`.
 */
const meta = {
  title: 'Components/SafeSvg',
  component: SafeSvg,
  args: { svg: SANDBOX_ICONS.bolt },
} satisfies Meta<typeof SafeSvg>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative (no label): hidden from assistive technology. */
export const Decorative: Story = {};

/** With a label: `role="img"` and that name. */
export const Labelled: Story = { args: { svg: SANDBOX_ICONS.check, label: 'Reached' } };

/** Every icon the sandbox sends, themed by the page's tokens. */
export const SandboxIcons: Story = {
  render: () => (
    <ul className="story-matrix">
      {Object.entries(SANDBOX_ICONS).map(([name, svg]) => (
        <li key={name} style={{ fontSize: '2rem' }}>
          <span className="story-caption">{name}</span>
          <SafeSvg svg={svg} />
        </li>
      ))}
    </ul>
  ),
};

const HOSTILE = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="window.__svgOnload = true">',
  '<script>window.__svgScript = true</script>',
  '<circle cx="12" cy="12" r="10" fill="var(--icon-fill, currentColor)"/>',
  '<a href="javascript:window.__svgLink = true"><rect width="4" height="4"/></a>',
  '<foreignObject width="24" height="24"><img src="x" onerror="window.__svgImg = true"/></foreignObject>',
  '</svg>',
].join('');

/** Hostile markup: the circle survives; the script, handlers, `javascript:` link and `foreignObject` do not. */
export const Sanitized: Story = {
  args: { svg: HOSTILE, label: 'Sanitized icon' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('.ok-SafeSvg svg');
    await expect(svg?.querySelector('circle')).not.toBeNull();
    await expect(svg?.querySelector('script, foreignObject, [onload], a[href^="javascript"]')).toBeNull();
    const flags = window as unknown as Record<string, unknown>;
    await expect([flags.__svgOnload, flags.__svgScript, flags.__svgImg]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  },
};
