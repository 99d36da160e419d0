import { screen, waitFor, within } from '@testing-library/react';

/** The rows of a list probe (`probes.tsx`), found by the probe's region label. */
export function listRows(label: string): HTMLElement[] {
  return within(screen.getByRole('region', { name: label })).queryAllByRole('listitem');
}

/** Waits until the list probe labelled `label` has left `pending` (its first page arrived or failed). */
export async function listSettled(label: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId(`${label}-status`)).not.toHaveTextContent('pending'));
}
