import { offerOpenKind } from '@offerkit/data';

describe('offerOpenKind', () => {
  it("is a link with the offer's page, whether or not the host also listens", () => {
    expect(offerOpenKind('/offers/1', false)).toBe('link');
    expect(offerOpenKind('/offers/1', true)).toBe('link');
  });

  it('is a button with only the open callback, and nothing without either', () => {
    expect(offerOpenKind(undefined, true)).toBe('button');
    expect(offerOpenKind(undefined, false)).toBe('none');
  });
});
