import { warmNumberFormats } from '@offerkit/data';

// Locales no other test formats in, since test files share workers (and so the formatter cache).
describe('warmNumberFormats', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("builds the locale's number format once, then finds it in the cache", () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    warmNumberFormats('fo-FO');
    expect(built).toHaveBeenCalledTimes(1);
    expect(built.mock.calls[0]?.[0]).toBe('fo-FO');
    warmNumberFormats('fo-FO');
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('leaves an invalid locale to the view models to report, without throwing', () => {
    expect(() => warmNumberFormats('not a locale!')).not.toThrow();
  });
});
