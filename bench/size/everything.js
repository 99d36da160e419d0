// size-limit entry for "the whole of data + hooks + components": every export of the three built
// packages, kept alive by using them (the `import: "*"` option cannot take three files at once).

// What `OffersExperience` loads on demand (an `import()`, left out of every check): counted here once.
import { NearbyView } from '../../packages/components/dist/experience/NearbyView.js';
import { OfferDialog } from '../../packages/components/dist/experience/OfferDialog.js';
import * as components from '../../packages/components/dist/index.js';
import * as data from '../../packages/data/dist/index.js';
import * as hooks from '../../packages/hooks/dist/index.js';
// What an offer action loads at the click (the cache update; the rewards client's chunks are public exports).
import { applyOfferActionResult } from '../../packages/hooks/dist/internal/applyOfferActionResult.js';

console.log(data, hooks, components, NearbyView, OfferDialog, applyOfferActionResult);
