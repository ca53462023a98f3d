import { orderTransportOfLeg, type OrderTransportType } from '@peresadka/contracts/enums';
import type { ReactNode } from 'react';
import { useSettledSession } from '../../../api/session-auth.ts';
import { OrderSteps } from '../../../components/order-steps/OrderSteps.tsx';
import { Page } from '../../../components/Page.tsx';
import type { ChosenRoute } from '../../../state/chosen-route.ts';
import type { ChosenTrip } from '../../../state/chosen-trip.ts';
import { AviaOrderForm } from './plane/AviaOrderForm.tsx';
import { BusOrderForm } from './bus/BusOrderForm.tsx';
import { CombinedOrderForm } from './combined/CombinedOrderForm.tsx';
import { LoginNotice } from './contacts/LoginNotice.tsx';
import { RidePrices } from './RidePrices.tsx';
import { RideSummary } from './RideSummary.tsx';
import { TrainOrderForm } from './train/TrainOrderForm.tsx';
import { TripSummary } from './combined/TripSummary.tsx';
import styles from './OrderCreate.module.css';

/** The form of the chosen ride's mode; its detail says what there is to choose. */
function ModeForm({ chosen }: { chosen: ChosenRoute }) {
  const { leg, counts, serviceClass } = chosen;
  switch (leg.transport_type) {
    case 'TRAIN':
      return <TrainOrderForm leg={leg} counts={counts} />;
    case 'BUS':
      return <BusOrderForm leg={leg} counts={counts} />;
    case 'PLANE':
      return <AviaOrderForm leg={leg} counts={counts} serviceClass={serviceClass} />;
  }
}

/**
 * Step 2 of the order flow (SPEC §1, §2): who travels and where they sit. The ride stays in
 * view beside the form; a visitor is asked to sign in first.
 */
function OrderFrame({
  type,
  form,
  aside,
}: {
  type: OrderTransportType;
  form: ReactNode;
  aside: ReactNode;
}) {
  const session = useSettledSession();
  return (
    <Page heading="Оформление заказа">
      <OrderSteps current={2} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {session === 'unknown' && <p role="status">Проверяем вход…</p>}
          {session === 'anonymous' && <LoginNotice type={type} />}
          {session === 'signed-in' && form}
        </div>
        <aside className={styles.aside} aria-label="Поездка и стоимость">
          {aside}
        </aside>
      </div>
    </Page>
  );
}

/** A ride of one mode, chosen on /results and /detail. */
export function OrderCreate({ chosen }: { chosen: ChosenRoute }) {
  return (
    <OrderFrame
      type={orderTransportOfLeg[chosen.leg.transport_type]}
      form={<ModeForm chosen={chosen} />}
      aside={
        <>
          <RideSummary chosen={chosen} />
          <RidePrices chosen={chosen} />
        </>
      }
    />
  );
}

/** A combined trip bought whole, chosen on /detail/trip: one form for every leg. */
export function TripOrderCreate({ trip }: { trip: ChosenTrip }) {
  return (
    <OrderFrame
      type="combined"
      form={<CombinedOrderForm trip={trip} />}
      aside={<TripSummary trip={trip} />}
    />
  );
}
