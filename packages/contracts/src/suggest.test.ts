import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { ZSuggestRequest } from './suggest.ts';

describe('suggestion request', () => {
  it('needs some text to look up', () => {
    expect(ZSuggestRequest.parse({ search_text: ' Моск ' })).toEqual({ search_text: 'Моск' });
    expect(fieldErrorsOf(ZSuggestRequest, { search_text: ' ' })).toEqual({
      search_text: ['Введите текст для поиска'],
    });
  });
});
