import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Delivery, IdempotencyRecord, PaymentRecord, RefundRecord } from './records.ts';

/** Everything the sandbox remembers; keyed by id, in the order things were made. */
export type SandboxState = {
  payments: Record<string, PaymentRecord>;
  refunds: Record<string, RefundRecord>;
  idempotency: Record<string, IdempotencyRecord>;
  deliveries: Record<string, Delivery>;
};

const emptyState = (): SandboxState => ({
  payments: {},
  refunds: {},
  idempotency: {},
  deliveries: {},
});

/**
 * The sandbox's memory, optionally mirrored to one JSON file. Writes are synchronous, so a
 * change is on disk before the response that reveals it is sent (the shop may ask the API the
 * moment the payer is redirected back), and a crash mid-write leaves the previous file whole.
 */
export class Store {
  readonly state: SandboxState;
  private depth = 0;

  constructor(private readonly file: string | undefined) {
    this.state = file === undefined ? emptyState() : load(file);
  }

  /**
   * Applies a change and saves once; changes made inside it (a payment's outcome and the
   * notification it queues) reach the file together.
   */
  change<T>(apply: (state: SandboxState) => T): T {
    this.depth++;
    try {
      return apply(this.state);
    } finally {
      this.depth--;
      if (this.depth === 0) this.save();
    }
  }

  private save(): void {
    if (this.file === undefined) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }
}

function load(file: string): SandboxState {
  mkdirSync(dirname(file), { recursive: true });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  return { ...emptyState(), ...(JSON.parse(text) as Partial<SandboxState>) };
}
