export interface BoundedMapLimits<V> {
  /** The most entries kept. */
  maxEntries: number;
  /** The most total weight kept (e.g. bytes), measured by `weigh`. Unlimited when absent. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/**
 * A Map that forgets its oldest entries (by first insertion) past a number of entries or a total
 * weight, so a long benchmark cannot exhaust the simulator's memory. Updating a key keeps its age.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private totalWeight = 0;

  constructor(private readonly limits: BoundedMapLimits<V>) {}

  get(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: K, value: V): void {
    const weight = this.limits.weigh?.(value) ?? 0;
    this.totalWeight += weight - (this.entries.get(key)?.weight ?? 0);
    this.entries.set(key, { value, weight });
    this.evictOldest();
  }

  private evictOldest(): void {
    const { maxEntries, maxWeight = Infinity } = this.limits;
    while (
      this.entries.size > maxEntries ||
      (this.totalWeight > maxWeight && this.entries.size > 1)
    ) {
      const oldest = this.entries.entries().next();
      if (oldest.done) return;
      this.totalWeight -= oldest.value[1].weight;
      this.entries.delete(oldest.value[0]);
    }
  }
}
