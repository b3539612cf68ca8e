/**
 * A small in-process cache for read-mostly data, with a time to live and a size bound.
 * Concurrent misses of one key share a single load, so a popular page that expires does not
 * send a burst of identical queries to the database. It holds nothing that matters: losing
 * it costs only a recomputation, so several API processes may each keep their own.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /**
       * Answer an expired value at once while one load refreshes it in the background, so no
       * caller waits for a costly recomputation; `clear()` still makes the next caller wait for a
       * fresh one. A failed refresh keeps the old value.
       */
      serveStale?: boolean;
    },
  ) {}

  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    if (entry && this.options.serveStale) {
      if (!this.loading.has(key)) this.start(key, load).catch(() => {});
      return entry.value;
    }
    return this.loading.get(key) ?? this.start(key, load);
  }

  private start(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const promise: Promise<T> = load()
      .then((value) => {
        // A load begun before clear() read what was true before it: answered, not kept.
        if (generation === this.generation) this.remember(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private remember(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      // Map keeps insertion order, so the first key is the least recently stored one.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs });
  }
}
