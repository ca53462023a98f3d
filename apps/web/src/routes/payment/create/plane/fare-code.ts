import { useSearchParams } from 'react-router';

/**
 * The plane fare families chosen for the order, kept in the page's address: `?fare=ES` for a
 * plane order, `?fare2=ES` for a trip's second leg. The form, the price summary beside it and
 * a reload all read the same choice, and the detail page links to the form with a family
 * chosen. Undefined: the cheapest of the cabin.
 */
const ORDER_PARAM = 'fare';
const legParam = (leg: number) => `fare${leg + 1}`;

function useFareParams(): [URLSearchParams, (param: string, code: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (param: string, code: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(param, code);
        return updated;
      },
      { replace: true },
    );
  return [params, choose];
}

/** A plane order's family. */
export function useFareCode(): [string | undefined, (code: string) => void] {
  const [params, choose] = useFareParams();
  return [params.get(ORDER_PARAM) ?? undefined, (code) => choose(ORDER_PARAM, code)];
}

/** A trip's families, one per leg in travelling order (undefined on a train or a bus). */
export function useTripFareCodes(
  legCount: number,
): [(string | undefined)[], (leg: number, code: string) => void] {
  const [params, choose] = useFareParams();
  const codes = Array.from({ length: legCount }, (_, k) => params.get(legParam(k)) ?? undefined);
  return [codes, (leg, code) => choose(legParam(leg), code)];
}
