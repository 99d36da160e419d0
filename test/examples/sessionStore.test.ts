import { sessionStore } from '../../examples/web-banking/server/sessionStore.ts';

describe('sessionStore', () => {
  it('gives each session a new unguessable id (32 random bytes, base64url)', () => {
    const sessions = sessionStore();
    const ids = new Set(Array.from({ length: 50 }, () => sessions.create('user-1')));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('returns the session of a known id, and nothing for an unknown, missing or destroyed one', () => {
    const sessions = sessionStore();
    const id = sessions.create('user-1');
    expect(sessions.get(id)?.userId).toBe('user-1');
    expect(sessions.get('forged')).toBeUndefined();
    expect(sessions.get(undefined)).toBeUndefined();
    sessions.destroy(id);
    expect(sessions.get(id)).toBeUndefined();
  });

  it('ends a session after the idle timeout, and every use extends it', () => {
    let now = 1_000;
    const sessions = sessionStore({ idleTimeoutMs: 100, now: () => now });
    const id = sessions.create('user-1');
    now = 1_090;
    expect(sessions.get(id)?.userId).toBe('user-1');
    now = 1_180; // 90 ms after the last use
    expect(sessions.get(id)?.userId).toBe('user-1');
    now = 1_280; // 100 ms idle
    expect(sessions.get(id)).toBeUndefined();
  });

  it('hands out copies: changing one does not change the stored session', () => {
    const sessions = sessionStore();
    const id = sessions.create('user-1');
    const session = sessions.get(id);
    if (session === undefined) throw new Error('expected a session');
    session.userId = 'someone-else';
    expect(sessions.get(id)?.userId).toBe('user-1');
  });
});
