import { offersExperienceParams as dataOffersExperienceParams } from '@offerkit/data';

/**
 * The offers-list parameters `OffersExperience` first requests for these `defaultFilters` and `pageSize`,
 * for prefetching on the server.
 * @deprecated Import `offersExperienceParams` from `@offerkit/data`: the rule is pure and lives with the
 * filter model there (`offersFilterModel`). This alias returns the very same parameters.
 */
export const offersExperienceParams: typeof dataOffersExperienceParams = dataOffersExperienceParams;
