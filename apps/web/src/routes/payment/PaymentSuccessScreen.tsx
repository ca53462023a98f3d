import { useParams } from 'react-router';
import { SessionGate } from '../../components/SessionGate.tsx';
import { PAYMENT_HEADING, PaymentOutcome } from './success/PaymentOutcome.tsx';

/**
 * SPEC §2 step 5: where the payment provider sends the payer back, paid or not. The outcome
 * belongs to an account, so a visitor signs in first and comes back here.
 */
export function PaymentSuccessScreen() {
  const { code = '' } = useParams();
  return (
    <SessionGate for="signed-in" heading={PAYMENT_HEADING}>
      <PaymentOutcome key={code} code={code} />
    </SessionGate>
  );
}
