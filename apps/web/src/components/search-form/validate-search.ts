import { fieldErrorsFromZod, type FieldErrors } from '@peresadka/contracts/errors';
import { searchCriteriaSchema, type SearchCriteria } from '@peresadka/contracts/search';

/** The form's draft against the shared schema: the criteria to search, or every field's problem. */
export function validateSearch(draft: SearchCriteria): {
  criteria: SearchCriteria | null;
  errors: FieldErrors;
} {
  const result = searchCriteriaSchema().safeParse(draft);
  return result.success
    ? { criteria: result.data, errors: {} }
    : { criteria: null, errors: fieldErrorsFromZod(result.error) };
}
