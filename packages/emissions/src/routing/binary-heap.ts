// Min-heap of node indices keyed by a number, the priority queue of the sea router. Typed arrays keep it
// allocation-free per push; stale entries (a node pushed again with a lower key) are skipped by the caller.

export class MinHeap {
  private keys: Float64Array;
  private values: Int32Array;
  private count = 0;

  constructor(capacity = 1024) {
    this.keys = new Float64Array(capacity);
    this.values = new Int32Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.count = 0;
  }

  push(value: number, key: number): void {
    if (this.count === this.keys.length) this.grow();
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const parentKey = this.keys[parent] as number;
      if (parentKey <= key) break;
      this.keys[i] = parentKey;
      this.values[i] = this.values[parent] as number;
      i = parent;
    }
    this.keys[i] = key;
    this.values[i] = value;
  }

  /** Key of the smallest entry; call only when size > 0. */
  peekKey(): number {
    return this.keys[0] as number;
  }

  /** Removes and returns the value of the smallest entry; call only when size > 0. */
  pop(): number {
    const top = this.values[0] as number;
    const last = --this.count;
    const key = this.keys[last] as number;
    const value = this.values[last] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      const right = child + 1;
      if (right < last && (this.keys[right] as number) < (this.keys[child] as number)) child = right;
      if ((this.keys[child] as number) >= key) break;
      this.keys[i] = this.keys[child] as number;
      this.values[i] = this.values[child] as number;
      i = child;
    }
    this.keys[i] = key;
    this.values[i] = value;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const values = new Int32Array(this.values.length * 2);
    keys.set(this.keys);
    values.set(this.values);
    this.keys = keys;
    this.values = values;
  }
}
