import { BOARDING, type Timetable } from '../timetable/timetable.ts';
import { perTimetable } from './per-timetable.ts';

/** A mode number whose bit no mode mask has: the entry cannot be boarded. */
const NOT_BOARDABLE = 31;

/**
 * The timetable's stop–pattern entries (`stopPatterns`) as a round of a search meets them, for
 * every stop waited at: whether a traveller may board there and ride on, and in what mode, in
 * one byte rather than four lookups in the pattern's arrays.
 */
export type Boardings = {
  /** [k]: the pattern's mode where it may be boarded at the entry's stop, else NOT_BOARDABLE. */
  mode: Uint8Array;
  /** [k]: the entry's pattern stop (patternStopStart of its pattern + its position). */
  at: Int32Array;
};

export const boardingsOf = perTimetable(build);

function build(timetable: Timetable): Boardings {
  const a = timetable.a;
  const mode = new Uint8Array(a.stopPatterns.length);
  const at = new Int32Array(a.stopPatterns.length);
  for (let k = 0; k < a.stopPatterns.length; k++) {
    const pattern = a.stopPatterns[k]!;
    at[k] = a.patternStopStart[pattern]! + a.stopPatternPosition[k]!;
    const ridesOn = at[k]! < a.patternStopStart[pattern + 1]! - 1;
    mode[k] =
      ridesOn && (a.patternStopFlags[at[k]!]! & BOARDING) !== 0
        ? a.patternMode[pattern]!
        : NOT_BOARDABLE;
  }
  return { mode, at };
}

/** The entry may be boarded in a mode of the mask. */
export const boardable = (boardings: Boardings, modeMask: number, k: number): boolean =>
  ((modeMask >>> boardings.mode[k]!) & 1) === 1;
