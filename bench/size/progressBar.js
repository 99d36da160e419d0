// Entry for what `import { ProgressBar }` pulls of Offerkit's own code (the same as the size-limit check
// "own code: ProgressBar with its view model"), for the parts of figure 4.
import { ProgressBar } from '../../packages/components/dist/index.js';

console.log(ProgressBar);
