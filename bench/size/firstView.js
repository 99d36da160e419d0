// size-limit entry for the first view of the embed a bank writes: the client, the provider and
// `OffersExperience`, as its first screen loads them. The views it loads on demand (nearby, earned
// rewards, the detail dialog) are `import()`s, which the check in .size-limit.js leaves out of the count.
import { OffersExperience } from '../../packages/components/dist/index.js';
import { createRewardsClient } from '../../packages/data/dist/index.js';
import { OfferkitProvider } from '../../packages/hooks/dist/index.js';

console.log(createRewardsClient, OfferkitProvider, OffersExperience);
