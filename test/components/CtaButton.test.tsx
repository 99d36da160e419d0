import { CtaButton } from '@offerkit/components';
import type { Cta } from '@offerkit/data';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { ACTION_URL, CTA_ICON } from './fixtures.ts';

const action = { url: ACTION_URL, method: 'POST' };
const primary: Cta = { buttonText: 'Activate', buttonStyle: 'PRIMARY', action };

describe('CtaButton', () => {
  it.each([
    ['PRIMARY', 'primary'],
    ['SECONDARY', 'secondary'],
    ['DISABLED', 'disabled'],
  ])('renders %s as data-style="%s"', (buttonStyle, style) => {
    render(<CtaButton cta={{ buttonText: 'Go', buttonStyle, action }} onAction={() => {}} />);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('ok-CtaButton');
    expect(button).toHaveAttribute('data-style', style);
  });

  it('passes the action exactly as given when pressed', async () => {
    const onAction = vi.fn();
    render(<CtaButton cta={primary} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toEqual({ url: ACTION_URL, method: 'POST' });
  });

  it('works from the keyboard', async () => {
    const onAction = vi.fn();
    render(<CtaButton cta={primary} onAction={onAction} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('renders DISABLED but not interactive: aria-disabled, focusable, no action', async () => {
    const onAction = vi.fn();
    render(
      <CtaButton cta={{ ...primary, buttonStyle: 'DISABLED', buttonText: 'Soon' }} onAction={onAction} />,
    );
    const button = screen.getByRole('button', { name: 'Soon' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('is inert without an action, or without a handler', async () => {
    const { rerender } = render(
      <CtaButton cta={{ buttonText: 'Go', buttonStyle: 'PRIMARY' }} onAction={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('aria-disabled', 'true');
    rerender(<CtaButton cta={primary} />);
    expect(screen.getByRole('button', { name: 'Activate' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing when the offer has no cta', () => {
    const { container } = render(<CtaButton cta={undefined} onAction={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps its label while pending, sets aria-busy and ignores presses', async () => {
    const onAction = vi.fn();
    render(<CtaButton cta={primary} onAction={onAction} pending />);
    const button = screen.getByRole('button', { name: /Activate/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'pending');
    expect(button.querySelector('.ok-CtaButton-label')).toHaveTextContent('Activate');
    expect(button).toHaveTextContent('Working…');
    await userEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('shows a sanitized decorative start icon', () => {
    render(
      <CtaButton
        cta={{ ...primary, startIcon: CTA_ICON.replace('<circle', '<script>alert(1)</script><circle') }}
        onAction={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Activate' });
    const icon = button.querySelector('.ok-SafeSvg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.querySelector('circle')).not.toBeNull();
    expect(button.innerHTML).not.toContain('script');
  });

  it('takes its pending text from messages', () => {
    render(<CtaButton cta={primary} pending messages={{ ctaPending: 'Un momento' }} />);
    expect(screen.getByRole('button')).toHaveTextContent('Un momento');
  });
});

describe('CtaButton ref', () => {
  // React 18 (the `dom-react18` project) passes `ref` to function components only through forwardRef.
  it('is the button element on every supported React major', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<CtaButton ref={ref} cta={{ buttonText: 'Go', buttonStyle: 'PRIMARY' }} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
    expect(CtaButton.displayName).toBe('CtaButton');
  });
});
