import type { SessionState } from '../src/fetchSession.ts';
import { RENDERED_SESSION_ID } from '../src/readRenderedSession.ts';

/**
 * The session a page was rendered for, as the `<script type="application/json">` the page's script reads
 * (`readRenderedSession`) instead of asking `/api/session`. The JSON escapes `<`, so no value can close
 * the element.
 */
export function renderedSessionScript(session: SessionState): string {
  const json = JSON.stringify(session).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RENDERED_SESSION_ID}">${json}</script>`;
}
