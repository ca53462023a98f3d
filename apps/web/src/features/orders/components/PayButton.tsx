import { AppError } from '@peresadka/contracts/errors';
import { paymentMessages } from '@peresadka/contracts/payment-messages';
import { usePayOrder } from '../api/init-payment.ts';
import styles from './PayButton.module.css';

/**
 * Starts the payment and leaves for the provider's page. The button stays disabled from the
 * click until the page is gone, so a second click cannot start a second payment.
 */
export function PayButton({
  orderId,
  label,
  disabled = false,
  className,
}: {
  orderId: number;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  const pay = usePayOrder();
  const leaving = pay.isPending || pay.isSuccess;
  return (
    <>
      <button
        type="button"
        className={`button ${className ?? ''}`}
        disabled={disabled || leaving}
        onClick={() => pay.mutate(orderId)}
      >
        {leaving ? 'Переходим к оплате…' : label}
      </button>
      {pay.isError && (
        <p role="alert" className={styles.error}>
          {pay.error instanceof AppError ? pay.error.firstMessage() : paymentMessages.initFailed}
        </p>
      )}
    </>
  );
}
