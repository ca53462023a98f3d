import { formatRubles } from '@peresadka/contracts/money';
import { describe, expect, it } from 'vitest';
import { carLayout } from '@peresadka/contracts/car-layout';
import type { TrainSchemaType } from '@peresadka/contracts/enums';
import { LocalTrainSupplier } from '../suppliers/local/local-train-supplier.ts';
import type { InventoryService } from '../suppliers/local/inventory-service.ts';
import { carPlanSvg } from './car-plan-svg.ts';

// Plans need no places sold: the local supplier draws them from the schema id alone.
const plans = new LocalTrainSupplier({} as InventoryService, () => new Date());

/** A local car plan drawn with `taken` places sold, as train_schema answers it. */
async function trainSchemaSvg(
  schemaId: string,
  view: TrainSchemaType,
  taken: ReadonlySet<string>,
  price: number | null = null,
): Promise<string | null> {
  const plan = await plans.plan(schemaId, view);
  return plan && carPlanSvg(plan, view, (n) => !taken.has(String(n)), price);
}

const seatsIn = (svg: string) => [...svg.matchAll(/data-seat="(\d+)" data-free="(true|false)"/g)];

describe('train car plans', () => {
  it('places every berth of a плацкарт once, side berths along the corridor', () => {
    const layout = carLayout('ReservedSeat', 54);
    expect(layout.map((s) => s.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 54 }, (_, i) => i + 1),
    );
    const cells = new Set(layout.map((s) => `${s.column}:${s.row}`));
    expect(cells.size).toBe(54);
    expect(layout.find((s) => s.number === 37)!.row).toBeGreaterThan(2);
  });

  it('marks taken places and keeps the rest free', async () => {
    const svg = (await trainSchemaSvg('Compartment-36', 'PcFirstStorey', new Set(['1', '2'])))!;
    const seats = seatsIn(svg);
    expect(seats).toHaveLength(36);
    expect(seats.filter((m) => m[2] === 'false').map((m) => m[1])).toEqual(['1', '2']);
    expect(svg).toContain('aria-label="Схема вагона: Купе"');
  });

  it('names every place as a button a screen reader can read: number, berth, price', async () => {
    const svg = (await trainSchemaSvg(
      'ReservedSeat-54',
      'PcFirstStorey',
      new Set(['2']),
      2_890_00,
    ))!;
    expect(svg).toContain(
      `data-seat="1" data-free="true" role="button" tabindex="0" aria-disabled="false" aria-label="Место 1, нижнее, ${formatRubles(2_890_00)}"`,
    );
    expect(svg).toContain(
      'role="button" tabindex="-1" aria-disabled="true" aria-label="Место 2, верхнее, занято"',
    );
    expect(svg).toContain(`aria-label="Место 38, верхнее боковое, ${formatRubles(2_890_00)}"`);
    const seats = (await trainSchemaSvg('Sedentary-60', 'PcFirstStorey', new Set()))!;
    expect(seats).toContain('aria-label="Место 60"');
  });

  it('turns the plan for phones', async () => {
    const pc = (await trainSchemaSvg('Sedentary-60', 'PcFirstStorey', new Set()))!;
    const mobile = (await trainSchemaSvg('Sedentary-60', 'MobileFirstStorey', new Set()))!;
    const size = (svg: string) => /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.slice(1).map(Number);
    expect(size(mobile)).toEqual(size(pc).reverse());
  });

  it('shows each storey of a two-storey car with its own numbers', async () => {
    const lower = seatsIn((await trainSchemaSvg('Compartment-64-2', 'PcFirstStorey', new Set()))!);
    const upper = seatsIn((await trainSchemaSvg('Compartment-64-2', 'PcSecondStorey', new Set()))!);
    expect(lower.map((m) => Number(m[1]))).not.toContain(33);
    expect(upper.map((m) => Number(m[1]))).toContain(33);
    expect(await trainSchemaSvg('Compartment-36', 'PcSecondStorey', new Set())).toBeNull();
  });

  it('knows nothing of schema ids it never issued', async () => {
    for (const id of ['', 'kupe', 'Compartment-0', 'Compartment-999', '<script>-1']) {
      expect(await trainSchemaSvg(id, 'PcFirstStorey', new Set())).toBeNull();
    }
  });
});
