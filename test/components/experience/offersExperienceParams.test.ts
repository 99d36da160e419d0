import { offersExperienceParams } from '@offerkit/components';
import { offersExperienceParams as dataOffersExperienceParams } from '@offerkit/data';

describe('offersExperienceParams from @offerkit/components (deprecated alias)', () => {
  it('is the data function and gives the same first-request parameters', () => {
    expect(offersExperienceParams).toBe(dataOffersExperienceParams);
    expect(offersExperienceParams({ search: ' tea ', channel: 'ONLINE' }, 8)).toEqual({
      include: ['categories'],
      search: 'tea',
      purchaseChannel: ['ONLINE'],
      pageSize: 8,
    });
  });
});
