import type { z } from 'zod';
import type { ApiCall } from './api.ts';

/** One string a request carries, wherever it sits in the body or the path. */
export type TextField = {
  /** The key its errors come back under: `passengers.0.last_name`. */
  key: string;
  schema: z.ZodType;
  /**
   * The smallest payload that puts `value` at this field: the objects and lists around it,
   * and the tag of the union branch it belongs to. Other fields are left out.
   */
  place(value: unknown): unknown;
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  values?: unknown[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string field of a schema, found by walking its definition as zod builds it. */
export function textFields(
  schema: z.ZodType,
  place: (value: unknown) => unknown = (value) => value,
  path: string[] = [],
): TextField[] {
  const def = defOf(schema);
  const inner = (child: z.ZodType) => textFields(child, place, path);
  switch (def.type) {
    case 'string':
      return [{ key: path.join('.'), schema, place }];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, child]) =>
        textFields(child, (value) => place({ [key]: value }), [...path, key]),
      );
    case 'array':
      return textFields(def.element!, (value) => place([value]), [...path, '0']);
    case 'record':
      return textFields(def.valueType!, (value) => place({ key: value }), [...path, 'key']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType!);
    // A transform's input is what the client sends.
    case 'pipe':
      return inner(def.in!);
    case 'lazy':
      return inner(def.getter!());
    case 'intersection':
      return [...inner(def.left!), ...inner(def.right!)];
    case 'union':
      return def.options!.flatMap((option) =>
        def.discriminator === undefined
          ? inner(option)
          : textFields(
              option,
              (value) => place({ ...(value as object), ...tagOf(option, def.discriminator!) }),
              path,
            ),
      );
    default:
      return [];
  }
}

/** The discriminator's value of one branch of a discriminated union. */
function tagOf(option: z.ZodType, discriminator: string): Record<string, unknown> {
  const tag = defOf(option).shape![discriminator]!;
  return { [discriminator]: defOf(tag).values![0] };
}

/** The longest value a string schema lets through; undefined when it sets no bound. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const checks = (defOf(schema) as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? [];
  const bounds = checks
    .map((check) => check._zod.def)
    .filter((def) => def.check === 'max_length')
    .map((def) => def.maximum!);
  return bounds.length > 0 ? Math.min(...bounds) : undefined;
}

type CheckDef = { check: string; maximum?: number };

/** The strings of a call's body and path, as `{ where, field }` rows for a table-driven test. */
export function callTextFields(call: ApiCall): { where: 'body' | 'params'; field: TextField }[] {
  return [
    ...(call.body ? textFields(call.body).map((field) => ({ where: 'body' as const, field })) : []),
    ...(call.params
      ? textFields(call.params).map((field) => ({ where: 'params' as const, field }))
      : []),
  ];
}
