import { describe, expect, it } from 'vitest';
import { placesOfScheme } from './im-car-scheme.ts';

describe('a car scheme drawing', () => {
  it('gives the rectangle and kind of every place, ignoring the decoration', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60">' +
      '<rect x="0" y="0" width="120" height="60"/>' +
      '<g data-place="1" data-kind="lower"><rect x="4" y="4" width="34" height="34"/><text>1</text></g>' +
      '<g data-place="2" data-kind="upper"><rect x="42" y="4" width="34" height="34"/></g>' +
      '<g data-place="x" data-kind="upper"><rect x="80" y="4" width="34" height="34"/></g>' +
      '<g data-place="3" data-kind="sofa"><rect x="80" y="4" width="34" height="34"/></g>' +
      '</svg>';
    expect(placesOfScheme(svg)).toEqual({
      width: 120,
      height: 60,
      places: [
        { number: 1, kind: 'lower', x: 4, y: 4, width: 34, height: 34 },
        { number: 2, kind: 'upper', x: 42, y: 4, width: 34, height: 34 },
      ],
    });
  });

  it('is nothing without a size or a place', () => {
    expect(placesOfScheme('<svg width="10" height="10"></svg>')).toBeNull();
    expect(placesOfScheme('not svg at all')).toBeNull();
  });
});
