import { z } from 'zod';

/**
 * Switches for the site's tests of what goes wrong with a supplier: slow answers, a proxy's
 * error pages, a carrier that refuses, no places, no money, answers lost after the work is
 * done. Each rule added stays until cleared or, with `times`, for that many calls it affects;
 * rules combine.
 */
export const ZFaultRule = z
  .object({
    /** Answers of the paths (all, without `paths`) come this much later. */
    slowMs: z.number().int().min(0).max(120_000).optional(),
    /** Answered with this status and no protocol body, before anything is done. */
    failStatus: z.union([z.literal(500), z.literal(502), z.literal(503)]).optional(),
    /** The rule ends after affecting this many calls. */
    times: z.number().int().positive().optional(),
    /** The calls `slowMs` and `failStatus` apply to, as 'Order/V1/Reservation/Confirm'. */
    paths: z.array(z.string().min(1)).optional(),
    /** Confirm is refused by the carrier (error 1); nothing changes. */
    refuseConfirm: z.boolean().optional(),
    /** Create finds no places (311). */
    noPlacesAtCreate: z.boolean().optional(),
    /** Confirm finds the balance short (122). */
    shortBalance: z.boolean().optional(),
    /** These calls are done and recorded, then the connection is dropped without an answer. */
    dropAnswer: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type FaultRule = z.infer<typeof ZFaultRule>;

/** What the rules in force do to one call. */
export type CallFaults = {
  slowMs: number;
  failStatus: 500 | 502 | 503 | null;
  refuseConfirm: boolean;
  noPlacesAtCreate: boolean;
  shortBalance: boolean;
  dropAnswer: boolean;
};

export type FaultControl = {
  add(rule: FaultRule): void;
  clear(): void;
  /** The rules in force, `times` counted down. */
  active(): FaultRule[];
};

const CONFIRM = 'Order/V1/Reservation/Confirm';
const CREATE = 'Order/V1/Reservation/Create';

const samePath = (a: string, b: string) => a.replace(/^\/+/, '') === b;

function effectsOf(rule: FaultRule, path: string): CallFaults {
  const onPath = rule.paths === undefined || rule.paths.some((p) => samePath(p, path));
  return {
    slowMs: onPath ? (rule.slowMs ?? 0) : 0,
    failStatus: onPath ? (rule.failStatus ?? null) : null,
    refuseConfirm: path === CONFIRM && rule.refuseConfirm === true,
    noPlacesAtCreate: path === CREATE && rule.noPlacesAtCreate === true,
    shortBalance: path === CONFIRM && rule.shortBalance === true,
    dropAnswer: rule.dropAnswer?.some((p) => samePath(p, path)) ?? false,
  };
}

const NONE: CallFaults = {
  slowMs: 0,
  failStatus: null,
  refuseConfirm: false,
  noPlacesAtCreate: false,
  shortBalance: false,
  dropAnswer: false,
};

export class Faults implements FaultControl {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push(ZFaultRule.parse(rule));
  }

  clear(): void {
    this.rules = [];
  }

  active(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  /** The faults of one call of `path`; each rule that affects it counts it against its `times`. */
  forCall(path: string): CallFaults {
    let faults = NONE;
    for (const rule of this.rules) {
      const effects = effectsOf(rule, path);
      if (Object.values(effects).every((value) => !value)) continue;
      faults = {
        slowMs: Math.max(faults.slowMs, effects.slowMs),
        failStatus: faults.failStatus ?? effects.failStatus,
        refuseConfirm: faults.refuseConfirm || effects.refuseConfirm,
        noPlacesAtCreate: faults.noPlacesAtCreate || effects.noPlacesAtCreate,
        shortBalance: faults.shortBalance || effects.shortBalance,
        dropAnswer: faults.dropAnswer || effects.dropAnswer,
      };
      if (rule.times !== undefined) rule.times--;
    }
    this.rules = this.rules.filter((rule) => rule.times === undefined || rule.times > 0);
    return faults;
  }
}
