import { useSearchParams } from 'react-router';

const PARAM = 'fare';

/**
 * The plane fare family chosen for the order, kept in the page's address (`?fare=ES`): the
 * form, the price summary beside it and a reload all read the same choice, and the detail page
 * links to the form with a family chosen. Undefined: the cheapest of the cabin.
 */
export function useFareCode(): [string | undefined, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const code = params.get(PARAM) ?? undefined;
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [code, choose];
}
