import BRAND_CSS from '../../examples/web-banking/src/brand.css?raw';

/*
 * The mock issuer page around the offers experience (stories only), as a stylesheet the page renders in a
 * <style> element: the bank's brand from the web banking example (brand.css), then the page's own layout.
 * Drawn from the `--ok-*` tokens so the theme toolbar restyles the page and the experience together; every
 * text/background pair reuses a pair the tokens already keep at WCAG AA.
 */
export const WEB_BANKING_CSS = `${BRAND_CSS}
.wb-page {
  display: grid;
  grid-template-columns: 14rem minmax(0, 1fr);
  grid-template-areas:
    "top top"
    "nav main"
    "nav foot";
  min-block-size: 100vh;
  background: var(--ok-color-background);
  color: var(--ok-color-text);
  font-family: var(--ok-font-family);
}

.wb-topbar {
  grid-area: top;
  gap: 1rem;
}

.wb-nav {
  grid-area: nav;
  padding: 1rem 0.75rem;
  border-inline-end: 1px solid var(--ok-color-border);
  background: var(--ok-color-surface);
}

.wb-nav ul {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.wb-nav a {
  display: block;
  padding: 0.625rem 0.75rem;
  border-radius: var(--ok-radius-sm);
  color: var(--ok-color-text);
  text-decoration: none;
}

.wb-nav a:hover {
  background: var(--ok-color-background);
}

.wb-nav a[aria-current="page"] {
  background: var(--ok-color-secondary);
  color: var(--ok-color-on-secondary);
  font-weight: 600;
}

.wb-nav a:focus-visible {
  outline: 2px solid var(--ok-color-focus);
  outline-offset: 2px;
}

.wb-main {
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-inline-size: 0;
  padding: 1.5rem;
}

.wb-account {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  border: 1px solid var(--ok-color-border);
  border-radius: var(--ok-radius);
  background: var(--ok-color-surface);
}

.wb-account-title {
  margin: 0;
  font-size: 1.25rem;
}

.wb-account-number {
  margin: 0.25rem 0 0;
  color: var(--ok-color-text-muted);
}

.wb-figures {
  display: flex;
  flex-wrap: wrap;
  gap: 2rem;
  margin: 0;
}

.wb-figures dt {
  color: var(--ok-color-text-muted);
  font-size: 0.8125rem;
}

.wb-figures dd {
  margin: 0;
  font-size: 1.375rem;
  font-weight: 600;
}

.wb-footer {
  grid-area: foot;
  padding: 1rem 1.5rem 2rem;
  color: var(--ok-color-text-muted);
  font-size: 0.8125rem;
}

.wb-footer p {
  margin: 0;
}

/* Phones: the navigation becomes a scrollable row under the top bar. */
@media (max-width: 48rem) {
  .wb-page {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      "top"
      "nav"
      "main"
      "foot";
  }

  .wb-nav {
    padding: 0.5rem;
    border-inline-end: 0;
    border-block-end: 1px solid var(--ok-color-border);
    overflow-x: auto;
  }

  .wb-nav ul {
    flex-direction: row;
  }

  .wb-nav a {
    white-space: nowrap;
  }

  .wb-main {
    padding: 1rem;
  }

  .wb-user {
    display: none;
  }
}

/* The schematic map of the nearby story. */
.wb-map {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 1rem;
  background: var(--ok-color-surface);
}

.wb-map svg {
  inline-size: min(16rem, 100%);
  block-size: auto;
}

.wb-map-area {
  fill: var(--ok-color-background);
  stroke: var(--ok-color-border-strong);
  stroke-dasharray: 4 4;
}

.wb-map-you {
  fill: var(--ok-color-accent);
}

.wb-map-marker {
  fill: var(--ok-color-primary);
  stroke: var(--ok-color-surface);
  stroke-width: 2;
}

.wb-map-legend {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding-inline-start: 1.25rem;
}

.wb-map-legend button {
  padding: 0.25rem;
  border: 0;
  background: none;
  color: var(--ok-color-link);
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
}
`;
