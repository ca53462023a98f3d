import { z } from 'zod';
import { ZStationType } from './enums.ts';
import { requiredText } from './text-rules.ts';

/** Longer than any place's name: a suggestion is looked up as the visitor types. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** One request shape serves the city, transport-node and country lookups. */
export const ZSuggestRequest = z.object({
  search_text: requiredText(
    'Введите текст для поиска',
    SEARCH_TEXT_MAX_LENGTH,
    `Слишком длинный текст для поиска: не больше ${SEARCH_TEXT_MAX_LENGTH} символов`,
  ),
});
export type SuggestRequest = z.infer<typeof ZSuggestRequest>;

export const ZStation = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZStationType,
});
export type Station = z.infer<typeof ZStation>;

export const ZCitySuggestion = z.object({
  city_id: z.number().int(),
  name: z.string(),
  region_name: z.string(),
  stations: z.array(ZStation),
});
export type CitySuggestion = z.infer<typeof ZCitySuggestion>;
export const ZCitySuggestions = z.array(ZCitySuggestion);

export const ZTransportNodeSuggestion = ZStation.extend({ city: z.string() });
export type TransportNodeSuggestion = z.infer<typeof ZTransportNodeSuggestion>;
export const ZTransportNodeSuggestions = z.array(ZTransportNodeSuggestion);

export const ZCountry = z.object({ pk: z.number().int(), name: z.string() });
export type Country = z.infer<typeof ZCountry>;
export const ZCountries = z.array(ZCountry);
