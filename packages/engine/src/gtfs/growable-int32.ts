/** An Int32Array that grows by doubling, for columns whose length is known only at the end. */
export class GrowableInt32 {
  private data: Int32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Int32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** The filled part, sharing memory: valid until the next push. */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** A right-sized copy that owns its memory. */
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}
