/** A map that keeps its `max` most recently used entries (the least recently used goes first). */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(readonly max: number) {}

  get size() {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key); // moved to the newest end
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return this;
  }

  delete(key: K) {
    return this.entries.delete(key);
  }

  has(key: K) {
    return this.entries.has(key);
  }

  /** The keys, least recently used first. */
  keys() {
    return this.entries.keys();
  }
}
