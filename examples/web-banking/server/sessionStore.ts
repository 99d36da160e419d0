/** A signed-in customer's session, held by the server; the browser holds only its random id. */
export interface Session {
  /** The bank's user id of the signed-in customer. */
  userId: string;
  /** When the session ends unless used again (epoch milliseconds). */
  expiresAt: number;
}

/** Options of {@link sessionStore}. */
export interface SessionStoreOptions {
  /**
   * Idle time after which a session ends, in milliseconds; every use extends it.
   * @default 900000 (15 minutes, a common web-banking idle limit)
   */
  idleTimeoutMs?: number;
  /**
   * The clock.
   * @default Date.now
   */
  now?: () => number;
}

/** Server-side sessions keyed by an unguessable id (see {@link sessionStore}). */
export interface SessionStore {
  /** Starts a session for `userId` and returns its new id (the cookie value). */
  create(userId: string): string;
  /** The live session of `id`, extended by the idle timeout, or `undefined` (unknown, ended or expired). */
  get(id: string | undefined): Session | undefined;
  /** Ends the session of `id` (sign-out); unknown ids are ignored. */
  destroy(id: string | undefined): void;
}

/** The session cookie's name. */
export const SESSION_COOKIE = 'wb_session';

/**
 * Sessions in memory: 32 random bytes from Web Crypto per id (base64url), an idle timeout, and expired
 * entries swept as they are met. A bank with several servers would keep them in its shared store instead.
 */
export function sessionStore(options: SessionStoreOptions = {}): SessionStore {
  const idleTimeoutMs = options.idleTimeoutMs ?? 15 * 60 * 1000;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Session>();

  const sweep = (time: number): void => {
    for (const [id, session] of sessions) if (session.expiresAt <= time) sessions.delete(id);
  };

  return {
    create(userId) {
      const time = now();
      sweep(time);
      const id = randomId();
      sessions.set(id, { userId, expiresAt: time + idleTimeoutMs });
      return id;
    },
    get(id) {
      if (id === undefined) return undefined;
      const session = sessions.get(id);
      if (session === undefined) return undefined;
      const time = now();
      if (session.expiresAt <= time) {
        sessions.delete(id);
        return undefined;
      }
      session.expiresAt = time + idleTimeoutMs;
      return { ...session };
    },
    destroy(id) {
      if (id !== undefined) sessions.delete(id);
    },
  };
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
