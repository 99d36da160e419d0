import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 5 s instead of 1 s: CI runs the jsdom suites on two shared cores, and a
// sandbox round trip through MSW can take longer than a second there. Assertions are unchanged.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
