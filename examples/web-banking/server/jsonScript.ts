/**
 * A value as a `<script type="application/json" id="…">` for the page's script to read (the session it
 * was rendered for, the offers rendered into it). The browser never runs such an element; the JSON
 * escapes every `<`, so no value (a customer's name, an offer's text from the service) can close it.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
