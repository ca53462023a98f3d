import { AppError, NON_FIELD_ERRORS, type FieldErrors } from '@peresadka/contracts/errors';

/**
 * The problems of one request, gathered field by field (`passengers.1.car_number`) so the
 * visitor sees all of them at once, in the shape the form shows them.
 */
export class Problems {
  private readonly fields: FieldErrors = {};

  add(path: string | null, message: string): void {
    (this.fields[path ?? NON_FIELD_ERRORS] ??= []).push(message);
  }

  get any(): boolean {
    return Object.keys(this.fields).length > 0;
  }

  /** Throws the gathered problems as one 400, if there are any. */
  check(): void {
    if (this.any) {
      throw new AppError('validation', 'Order request breaks the rules', {
        fieldErrors: this.fields,
      });
    }
  }
}

export const passengerField = (index: number, field: string) => `passengers.${index}.${field}`;
