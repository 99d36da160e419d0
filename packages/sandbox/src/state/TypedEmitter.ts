/**
 * A small typed event emitter: each event name has its own argument list, so a listener cannot be
 * registered for an event with the wrong signature. Listeners run in the order they were added.
 */
export class TypedEmitter<Events extends Record<string, readonly unknown[]>> {
  readonly #listeners: { [Name in keyof Events]?: ((...args: Events[Name]) => void)[] } = {};

  /** Adds a listener; the returned function removes it. */
  on<Name extends keyof Events>(name: Name, listener: (...args: Events[Name]) => void): () => void {
    const list = this.#listeners[name] ?? [];
    list.push(listener);
    this.#listeners[name] = list;
    return () => {
      const index = list.indexOf(listener);
      if (index >= 0) list.splice(index, 1);
    };
  }

  emit<Name extends keyof Events>(name: Name, ...args: Events[Name]): void {
    for (const listener of [...(this.#listeners[name] ?? [])]) listener(...args);
  }
}
