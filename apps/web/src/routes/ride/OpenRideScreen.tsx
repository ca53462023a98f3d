import { orderTransportOfLeg, ZServiceClass } from '@peresadka/contracts/enums';
import { DEFAULT_SERVICE_CLASS } from '@peresadka/contracts/constants';
import { ZPassengerCounts } from '@peresadka/contracts/passenger-counts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { routesByIdsQuery } from '../../features/rides/api/routes-by-ids.ts';
import { chooseRoute } from '../../state/chosen-route.ts';

/**
 * `/ride/{routeId}?class=…`, the address a sold-out alert's letter gives: the ride is read
 * again by its id, chosen as if opened from the results (one adult; more can be added on the
 * form), and the order form opens for it.
 */
export function OpenRideScreen() {
  const { routeId = '' } = useParams();
  const [params] = useSearchParams();
  const serviceClass = ZServiceClass.catch(DEFAULT_SERVICE_CLASS).parse(params.get('class'));
  const navigate = useNavigate();
  const query = useQuery({ ...routesByIdsQuery([routeId]), retry: false });
  const leg = query.data?.[0];

  useEffect(() => {
    if (!leg) return;
    chooseRoute({ leg, counts: ZPassengerCounts.parse({}), serviceClass });
    void navigate(`/payment/create/${orderTransportOfLeg[leg.transport_type]}/`, {
      replace: true,
    });
  }, [leg, serviceClass, navigate]);

  return (
    <Page heading="Оформление заказа">
      {query.isError || (query.isSuccess && !leg) ? (
        <>
          <EmptyState>Этот рейс не найден или больше не продаётся. Повторите поиск.</EmptyState>
          <Link to="/">Новый поиск</Link>
        </>
      ) : (
        <EmptyState>Открываем рейс…</EmptyState>
      )}
    </Page>
  );
}
