import { errorTitle } from '@offerkit/data/backend';

describe('errorTitle', () => {
  it("names the contract's statuses as the service does", () => {
    expect([400, 401, 404, 409, 500].map(errorTitle)).toEqual([
      'Invalid Request',
      'Unauthorized Error',
      'Does Not Exist Error',
      'Conflict Error',
      'Internal Server Error',
    ]);
  });

  it('uses the usual reason phrase for other statuses it knows, and "Error <status>" for the rest', () => {
    expect(errorTitle(429)).toBe('Too Many Requests');
    expect(errorTitle(504)).toBe('Gateway Timeout');
    expect(errorTitle(418)).toBe('Error 418');
  });
});
