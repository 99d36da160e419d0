/**
 * Which CTA of one offer view was taken: the contract omits a CTA once its action is taken, but an offer the
 * host gave, held by no cached list, is not updated by the response, so the view hides that CTA itself.
 */
export interface TakenCtaState {
  /** The action URL pressed last: by the time its run succeeds the offer may already hold its next CTA. */
  running: string | undefined;
  /** The action URL of the last run that succeeded: the CTA with this action is hidden. */
  taken: string | undefined;
}

/** What happens to an offer view's CTA: pressed (with its action URL, if it has one), or its run succeeded. */
export type TakenCtaEvent = { type: 'pressed'; url: string | undefined } | { type: 'succeeded' };

/** Nothing pressed, nothing taken. */
export const initialTakenCtaState: TakenCtaState = { running: undefined, taken: undefined };

/**
 * The taken-CTA rule as a reducer (`useReducer`): a press remembers its action; a success marks that action
 * taken. A CTA with another action (a later boost) is not taken. Returns `state` itself when nothing
 * changes, so a press of the same CTA again re-renders nothing.
 */
export function takenCtaReducer(state: TakenCtaState, event: TakenCtaEvent): TakenCtaState {
  if (event.type === 'pressed') {
    return event.url === state.running ? state : { ...state, running: event.url };
  }
  return state.taken === state.running ? state : { ...state, taken: state.running };
}
