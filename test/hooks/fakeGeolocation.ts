import { act } from '@testing-library/react';

/** The Mission District, San Francisco: the sandbox has merchants around it. */
export const MISSION = { latitude: 37.7599, longitude: -122.4148 };

/** One `getCurrentPosition` call the test answers by hand. */
export interface PositionRequest {
  options: PositionOptions | undefined;
  succeed: (position?: { latitude: number; longitude: number }) => void;
  /** Fails with a `GeolocationPositionError` code: 1 permission denied, 2 unavailable, 3 time-out. */
  fail: (code: 1 | 2 | 3) => void;
}

export interface FakeGeolocation {
  /** Every request so far, oldest first. */
  requests: PositionRequest[];
  /** How many times the browser was asked. */
  readonly calls: number;
  /** Answers the latest request with a position. */
  succeed: (position?: { latitude: number; longitude: number }) => void;
  /** Fails the latest request. */
  fail: (code: 1 | 2 | 3) => void;
}

/** A browser geolocation for the current test (jsdom has none); removed when the test finishes. */
export function installGeolocation(): FakeGeolocation {
  const requests: PositionRequest[] = [];
  const latest = () => {
    const request = requests.at(-1);
    if (request === undefined)
      throw new Error('No position request to answer: press "Use my location" first.');
    return request;
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (
        success: PositionCallback,
        failure?: PositionErrorCallback | null,
        options?: PositionOptions,
      ) => {
        requests.push({
          options,
          succeed: (position = MISSION) =>
            act(() => success({ coords: position, timestamp: 0 } as unknown as GeolocationPosition)),
          fail: (code) =>
            act(() => failure?.({ code, message: 'no', PERMISSION_DENIED: 1 } as GeolocationPositionError)),
        });
      },
    },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });
  return {
    requests,
    get calls() {
      return requests.length;
    },
    succeed: (position) => latest().succeed(position),
    fail: (code) => latest().fail(code),
  };
}

/** The site's geolocation permission as the Permissions API reports it, for the current test. */
export interface FakePermission {
  status: EventTarget & { state: PermissionState };
  /** How many times the page queried the permission. */
  readonly queries: number;
  /** Sets the state and fires `change`, as a browser does when the user edits the site's settings. */
  change: (state: PermissionState) => void;
  /** With `answerLater`, answers the queries made so far. */
  answer: () => Promise<void>;
}

/**
 * A Permissions API that reports `state` for geolocation; removed when the test finishes. With
 * `answerLater`, each query waits for `answer()` (to test what happens when the page goes first).
 */
export function installPermission(
  state: PermissionState,
  { answerLater = false }: { answerLater?: boolean } = {},
): FakePermission {
  const status = Object.assign(new EventTarget(), { state });
  const waiting: (() => void)[] = [];
  let queries = 0;
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: () => {
        queries++;
        if (!answerLater) return Promise.resolve(status);
        return new Promise((resolve) => waiting.push(() => resolve(status)));
      },
    },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'permissions');
  });
  return {
    status,
    get queries() {
      return queries;
    },
    change: (next) =>
      act(() => {
        status.state = next;
        status.dispatchEvent(new Event('change'));
      }),
    answer: () =>
      act(async () => {
        for (const release of waiting.splice(0)) release();
      }),
  };
}
