import { decodeSession, type SessionState } from './fetchSession.ts';
import { readJsonScript } from './readJsonScript.ts';

/** The id of the `<script type="application/json">` in which the server puts the session it rendered for. */
export const RENDERED_SESSION_ID = 'wb-session';

/**
 * The session the server rendered the page for (the sign-in page carries its form and this document), so
 * the page's script starts from the markup it finds instead of fetching and drawing it again. `undefined`
 * when the page holds none or a malformed one: the script then asks `/api/session` as usual.
 */
export function readRenderedSession(document: Document): SessionState | undefined {
  const json = readJsonScript(document, RENDERED_SESSION_ID);
  if (json === undefined) return undefined;
  try {
    return decodeSession(json);
  } catch {
    return undefined;
  }
}
