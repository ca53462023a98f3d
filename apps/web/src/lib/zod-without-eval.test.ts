import { describe, expect, it } from 'vitest';

describe('zod on the web', () => {
  it('never probes for eval, which the CSP refuses', async () => {
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
