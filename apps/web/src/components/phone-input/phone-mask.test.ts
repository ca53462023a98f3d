import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask.ts';

describe('contact phone mask', () => {
  it('writes a Russian number as it is typed, 8 and 7 meaning +7', () => {
    expect(maskPhone('8', '')).toBe('+7');
    expect(maskPhone('89', '+7')).toBe('+7 (9');
    expect(maskPhone('89123456789', '')).toBe('+7 (912) 345-67-89');
    expect(maskPhone('+7 912 345 67 89', '')).toBe('+7 (912) 345-67-89');
    expect(maskPhone('9123456789', '')).toBe('+7 (912) 345-67-89');
  });

  it('stops at ten digits after +7', () => {
    expect(maskPhone('+7 (912) 345-67-890', '+7 (912) 345-67-89')).toBe('+7 (912) 345-67-89');
  });

  it('deletes a digit when a mask sign is deleted, so backspace is never stuck', () => {
    expect(maskPhone('+7 (912', '+7 (912)')).toBe('+7 (91');
    expect(maskPhone('+7 (912) 345-', '+7 (912) 345-6')).toBe('+7 (912) 345');
    expect(maskPhone('+', '+7')).toBe('');
    expect(maskPhone('+7 (912) 34567-89', '+7 (912) 345-67-89')).toBe('+7 (912) 346-78-9');
  });

  it('keeps every digit of a number pasted over the field, however it is written', () => {
    expect(maskPhone('+7 912 345-67-89', '+7 (912) 345-67-89')).toBe('+7 (912) 345-67-89');
    expect(maskPhone('89161234567', '+7 (912) 345-67-89')).toBe('+7 (916) 123-45-67');
    expect(maskPhone('+7 916 123-45-67', '+7 (912) 345-67-8')).toBe('+7 (916) 123-45-67');
  });
});
