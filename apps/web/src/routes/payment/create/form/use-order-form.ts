import type { ApiName } from '@peresadka/contracts/api';
import { ORDER_ERROR_DISPLAY_MS } from '@peresadka/contracts/constants';
import type { OrderTransportType } from '@peresadka/contracts/enums';
import { AppError, fieldErrorsOf, type FieldErrors } from '@peresadka/contracts/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  createOrderSchemas,
  useCreateOrder,
  type CreateOrderInput,
} from '../../../../features/orders/api/create-order.ts';
import { confirmAddress } from '../../../../features/orders/order-addresses.ts';
import { loadDraft, saveDraft } from './draft-storage.ts';
import { mergeErrors, messageAt, standingErrors } from './form-errors.ts';
import type { ContactsDraft } from './form-model.ts';
import { forgetAttempt, idempotencyKeyFor } from './idempotency.ts';
import { RIDE_OPERATIONS } from '../../../../features/rides/api/ride-operations.ts';
import { USER_INFO_KEY } from '../../../../features/accounts/api/favorites.ts';

/** The red block of SPEC §8: a form's own problems fade after 3 s, a refusal stays. */
export type Banner = { text: string; fades: boolean };

type DraftShape = { contacts: ContactsDraft; passengers: unknown[] };
type PassengerOf<Draft extends DraftShape> = Draft['passengers'][number];

/**
 * The order form's state and its submit (SPEC §4 order flow): the draft kept for the session,
 * the contracts' schema as the judge of what is sent, the server's answer placed on the
 * fields, and on success the confirm page with the created order.
 */
export function useOrderForm<Draft extends DraftShape>({
  type,
  routeId,
  draftSchema,
  initial,
  build,
  schema: stricter,
}: {
  type: OrderTransportType;
  routeId: string;
  draftSchema: z.ZodType<Draft>;
  initial: () => Draft;
  /** The request body the draft stands for, before the schema checks it. */
  build: (draft: Draft) => unknown;
  /**
   * The request's schema with the form's own rules added, where the contracts' schema allows
   * more than the form may send (a trip's train leg needs its car type).
   */
  schema?: z.ZodType;
}) {
  const [draft, setDraft] = useState<Draft>(() => loadDraft(routeId, draftSchema) ?? initial());
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<{ errors: FieldErrors; judged: unknown }>({
    errors: {},
    judged: null,
  });
  const [banner, setBanner] = useState<Banner | null>(null);
  /** Bumped when a submit finds problems, so the form moves focus to the first one. */
  const [problemsFound, setProblemsFound] = useState(0);
  const schema = useMemo(() => stricter ?? createOrderSchemas[type](), [stricter, type]);
  const mutation = useCreateOrder();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => saveDraft(routeId, draft), [routeId, draft]);

  useEffect(() => {
    if (!banner?.fades) return;
    const timer = setTimeout(() => setBanner(null), ORDER_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const candidate = build(draft);
  // Until the first submit nobody is told off; after it, messages follow every change.
  const errors = mergeErrors(
    checked ? fieldErrorsOf(schema, candidate) : {},
    standingErrors(server.errors, server.judged, candidate),
  );

  const refused = (error: unknown, judged: unknown) => {
    const appError = error instanceof AppError ? error : new AppError('internal');
    // The server knows this key with another body: only a new key can make this order.
    if (appError.code === 'idempotency_conflict') forgetAttempt(routeId);
    if (appError.code === 'validation') {
      setServer({ errors: appError.fieldErrors ?? {}, judged });
      setBanner({ text: appError.firstMessage(), fades: true });
      setProblemsFound((n) => n + 1);
      return;
    }
    setBanner({ text: appError.userMessage, fades: false });
    if (appError.code === 'conflict') {
      // A place went to someone else: the plans and counts are read again to show it taken.
      void queryClient.invalidateQueries({
        predicate: (query) => RIDE_OPERATIONS.includes(query.queryKey[0] as ApiName),
      });
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setChecked(true);
    const judged = candidate;
    const parsed = schema.safeParse(judged);
    if (!parsed.success) {
      // Each message is at its field, and the focus goes to the first; the block says why.
      setServer({ errors: {}, judged: null });
      setBanner({ text: new AppError('validation').userMessage, fades: true });
      setProblemsFound((n) => n + 1);
      return;
    }
    setBanner(null);
    const body = parsed.data;
    const input = { type, body, idempotencyKey: idempotencyKeyFor(routeId, body) };
    mutation.mutate(input as CreateOrderInput, {
      onSuccess: (order) => {
        // The form stays filled: «Отменить заказ» comes back here (SPEC §4) to change a place.
        // The next submit is a new request, even with the same data.
        forgetAttempt(routeId);
        // The account's orders, and its phone when this order gave it one, are read again.
        void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
        void navigate(confirmAddress(type, order.order_id), {
          state: { confirm: order },
        });
      },
      onError: (error) => refused(error, judged),
    });
  };

  /** Passengers change as a list; the draft keeps its own shape around them. */
  const setPassengers = useCallback(
    (change: (passengers: PassengerOf<Draft>[]) => PassengerOf<Draft>[]) =>
      setDraft((d) => ({ ...d, passengers: change(d.passengers) }) as Draft),
    [],
  );

  return {
    draft,
    setDraft,
    setPassenger: (index: number, passenger: PassengerOf<Draft>) =>
      setPassengers((list) => list.map((p, i) => (i === index ? passenger : p))),
    addPassenger: (passenger: PassengerOf<Draft>) => setPassengers((list) => [...list, passenger]),
    removePassenger: (index: number) => setPassengers((list) => list.filter((_, i) => i !== index)),
    errors,
    /** A passenger's message by field name, as the server keys it. */
    passengerError: (index: number) => (field: string) =>
      messageAt(errors, `passengers.${index}.${field}`),
    banner,
    problemsFound,
    pending: mutation.isPending,
    submit,
  };
}

export type OrderFormState<Draft extends DraftShape> = ReturnType<typeof useOrderForm<Draft>>;
