/**
 * A binary min-heap of integer ids keyed by numbers, in growable typed arrays (after
 * mourner/flatqueue): the bounds' Dijkstra pushes and pops without allocating.
 */
export class MinHeap {
  private ids = new Int32Array(64);
  private keys = new Float64Array(64);
  length = 0;

  clear(): void {
    this.length = 0;
  }

  push(id: number, key: number): void {
    if (this.length === this.ids.length) {
      const ids = new Int32Array(this.length * 2);
      const keys = new Float64Array(this.length * 2);
      ids.set(this.ids);
      keys.set(this.keys);
      this.ids = ids;
      this.keys = keys;
    }
    let pos = this.length++;
    while (pos > 0) {
      const parent = (pos - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.ids[pos] = this.ids[parent]!;
      this.keys[pos] = this.keys[parent]!;
      pos = parent;
    }
    this.ids[pos] = id;
    this.keys[pos] = key;
  }

  /** Key of the smallest entry; the heap must not be empty. */
  peekKey(): number {
    return this.keys[0]!;
  }

  /** Removes the smallest entry and returns its id; the heap must not be empty. */
  pop(): number {
    const top = this.ids[0]!;
    const last = --this.length;
    if (last > 0) {
      const id = this.ids[last]!;
      const key = this.keys[last]!;
      let pos = 0;
      const half = last >> 1;
      while (pos < half) {
        let child = 2 * pos + 1;
        if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
        if (this.keys[child]! >= key) break;
        this.ids[pos] = this.ids[child]!;
        this.keys[pos] = this.keys[child]!;
        pos = child;
      }
      this.ids[pos] = id;
      this.keys[pos] = key;
    }
    return top;
  }
}
