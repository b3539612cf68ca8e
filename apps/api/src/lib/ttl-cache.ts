/**
 * A small in-process cache for read-mostly data, with a time to live and a size bound.
 * Concurrent misses of one key share a single load, so a popular page that expires does not
 * send a burst of identical queries to the database. It holds nothing that matters: losing
 * it costs only a recomputation, so several API processes may each keep their own.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    if (this.options.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        this.remember(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
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
