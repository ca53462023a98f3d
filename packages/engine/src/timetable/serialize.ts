import { Timetable, type TimetableArrays, type TimetableMeta } from './timetable.ts';

const MAGIC = 0x50525344; // 'PRSD'
/** Bump when the arrays change, so an old buffer is refused instead of misread. */
export const FORMAT_VERSION = 1;

const constructors = {
  Int32Array,
  Uint8Array,
  Uint16Array,
  Int16Array,
  Float32Array,
  Float64Array,
} as const;
type ArrayTypeName = keyof typeof constructors;
type Column = { name: keyof TimetableArrays; type: ArrayTypeName; offset: number; length: number };

const align8 = (n: number) => (n + 7) & ~7;

/** The whole timetable as one buffer: a header, then every array, 8-byte aligned. */
export function serializeTimetable(timetable: Timetable): Uint8Array {
  const encoder = new TextEncoder();
  const columns: Column[] = [];
  let offset = 0;
  for (const [name, array] of Object.entries(timetable.a) as [
    keyof TimetableArrays,
    TimetableArrays[keyof TimetableArrays],
  ][]) {
    columns.push({
      name,
      type: array.constructor.name as ArrayTypeName,
      offset,
      length: array.length,
    });
    offset = align8(offset + array.byteLength);
  }
  const header = encoder.encode(JSON.stringify({ meta: timetable.meta, columns }));
  const dataStart = align8(12 + header.byteLength);
  const bytes = new Uint8Array(dataStart + offset);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC);
  view.setUint32(4, FORMAT_VERSION);
  view.setUint32(8, header.byteLength);
  bytes.set(header, 12);
  for (const column of columns) {
    const array = timetable.a[column.name];
    bytes.set(
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
      dataStart + column.offset,
    );
  }
  return bytes;
}

/** Reads a buffer written by serializeTimetable; the arrays are views over it, not copies. */
export function deserializeTimetable(bytes: Uint8Array): Timetable {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || view.getUint32(0) !== MAGIC)
    throw new Error('Это не файл расписания');
  const version = view.getUint32(4);
  if (version !== FORMAT_VERSION)
    throw new Error(`Формат расписания ${version}, ожидался ${FORMAT_VERSION}`);
  const headerLength = view.getUint32(8);
  const { meta, columns } = JSON.parse(
    new TextDecoder().decode(bytes.subarray(12, 12 + headerLength)),
  ) as {
    meta: TimetableMeta;
    columns: Column[];
  };
  // Typed-array views need an aligned start; a buffer handed in at an odd offset is copied once.
  const base = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  const dataStart = base.byteOffset + align8(12 + headerLength);
  const arrays = Object.fromEntries(
    columns.map((c) => [
      c.name,
      new constructors[c.type](base.buffer as ArrayBuffer, dataStart + c.offset, c.length),
    ]),
  ) as unknown as TimetableArrays;
  return new Timetable(arrays, meta);
}
