import { expect, userEvent } from 'storybook/test';

/** What a play function of {@link pressActivate} reads from its story context. */
interface PressContext<Args> {
  args: Args;
  canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement };
}

/**
 * A play function: presses the Activate button once and expects the story's `onAction` mock to have been
 * called once, with exactly `expected(args)` (the action as the service sent it, unchanged).
 */
export const pressActivate =
  <Args extends { onAction?: unknown }>(expected: (args: Args) => readonly unknown[]) =>
  async ({ args, canvas }: PressContext<Args>): Promise<void> => {
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith(...expected(args));
  };
