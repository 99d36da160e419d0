import { render, screen } from '@testing-library/react';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { renderToString } from 'react-dom/server';

/** Uses a hook: a react-dom of another major than `react` has no dispatcher for it and throws. */
function Version() {
  const [shown] = useState(version);
  return <p>{shown}</p>;
}

// Runs in both jsdom projects: `dom` on the installed React 19, `dom-react18` (which sets
// OFFERKIT_REACT_MAJOR) on React 18.3. Every import — ours and Testing Library's — must be that major.
const major = process.env.OFFERKIT_REACT_MAJOR ?? '19';

describe(`React ${major} under test`, () => {
  it('is one React version for our code, react-dom, react-dom/server and Testing Library', () => {
    expect(version.startsWith(`${major}.`)).toBe(true);
    expect(domVersion).toBe(version);
    render(<Version />);
    expect(screen.getByText(version)).toBeInTheDocument();
    expect(renderToString(<Version />)).toBe(`<p>${version}</p>`);
  });
});
