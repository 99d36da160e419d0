/**
 * The value the server put in the page as `<script type="application/json" id="…">` (the other half of
 * `server/jsonScript.ts`), parsed. `undefined` when the page holds no such element, an empty one or one
 * that is not JSON: the caller then fetches what it needs as if the server had sent nothing.
 */
export function readJsonScript(document: Document, id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (text === undefined || text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
