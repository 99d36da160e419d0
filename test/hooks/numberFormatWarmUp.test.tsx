import { createRewardsClient } from '@offerkit/data';
import { OfferkitProvider } from '@offerkit/hooks';
import { cleanup, render } from '@testing-library/react';

const client = createRewardsClient({ baseUrl: 'http://127.0.0.1:4599/api/rewards', organizationId: 'org' });

/** The idle callbacks the page asked for, run by the test. */
function stubIdleCallbacks() {
  const pending = new Map<number, () => void>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    pending.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
  return {
    pending,
    runAll: () => {
      for (const [id, callback] of pending) {
        pending.delete(id);
        callback();
      }
    },
  };
}

// Locales no other test formats in, since test files share workers (and so the formatter cache).
describe("OfferkitProvider's number-format warm-up", () => {
  afterEach(() => {
    // Unmounted while the stubs are still in place (the provider cancels its idle callback then).
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("builds the provider's locale's number format in the first idle moment, not while rendering", () => {
    const idle = stubIdleCallbacks();
    const built = vi.spyOn(Intl, 'NumberFormat');
    render(
      <OfferkitProvider client={client} userId="u1" supportedComponents={[]} locale="kl-GL">
        <p>offers</p>
      </OfferkitProvider>,
    );
    expect(built).not.toHaveBeenCalled();
    expect(idle.pending.size).toBe(1);
    idle.runAll();
    expect(built.mock.calls.map((call) => call[0])).toEqual(['kl-GL']);
  });

  it('drops the warm-up when the provider unmounts before the page is idle', () => {
    const idle = stubIdleCallbacks();
    const built = vi.spyOn(Intl, 'NumberFormat');
    const { unmount } = render(
      <OfferkitProvider client={client} userId="u1" supportedComponents={[]} locale="se-NO">
        <p>offers</p>
      </OfferkitProvider>,
    );
    unmount();
    expect(idle.pending.size).toBe(0);
    idle.runAll();
    expect(built).not.toHaveBeenCalled();
  });
});
