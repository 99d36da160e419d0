// size-limit entry for "the whole of data + hooks + components": every export of the three built
// packages, kept alive by using them (the `import: "*"` option cannot take three files at once).
import * as components from '../../packages/components/dist/index.js';
import * as data from '../../packages/data/dist/index.js';
import * as hooks from '../../packages/hooks/dist/index.js';

console.log(data, hooks, components);
