import { describe, expect, it } from 'vitest';
import { api, type ApiCall } from './api.ts';
import { fieldErrorsOf } from './errors.ts';
import { callTextFields, maxLengthOf } from './text-fields.test-support.ts';
import { controlCharacterMessage } from './text-rules.ts';

const rows = Object.entries(api as Record<string, ApiCall>).flatMap(([name, call]) =>
  callTextFields(call).map(({ where, field }) => ({
    label: `${name} ${where}.${field.key}`,
    schema: call[where]!,
    field,
  })),
);

describe('every text a request carries', () => {
  it('is found in every call that takes text', () => {
    expect(rows.length).toBeGreaterThan(80);
    expect(rows.map((r) => r.label)).toEqual(
      expect.arrayContaining([
        'searchCity body.search_text',
        'aviaSchema body.aircraft_seat_scheme_id',
        'obtainToken body.password',
        'createTrainOrder body.passengers.0.last_name',
        'subscribeAlert body.route_id',
        'order params.orderId',
      ]),
    );
  });

  it.each(rows)('$label has a length limit', ({ field }) => {
    expect(maxLengthOf(field.schema)).toBeLessThanOrEqual(10_000);
  });

  it.each(rows)('$label refuses NUL with a Russian message naming it', ({ schema, field }) => {
    expect(fieldErrorsOf(schema, field.place('Ка\u0000зань'))[field.key]).toContain(
      controlCharacterMessage('\u0000'),
    );
  });

  it.each(rows)('$label refuses a value past its limit', ({ schema, field }) => {
    const tooLong = 'я'.repeat(maxLengthOf(field.schema)! + 1);
    expect(fieldErrorsOf(schema, field.place(tooLong))[field.key]).toHaveLength(1);
  });
});
