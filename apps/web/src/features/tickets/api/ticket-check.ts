import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The key the tickets' QR codes are signed with, as the server publishes it. */
export function useTicketPublicKey() {
  return useQuery({
    queryKey: ['ticket-public-key'],
    queryFn: ({ signal }) => callApi('ticketPublicKey', { signal }),
    staleTime: Infinity,
  });
}

/** What the server knows of a ticket by its number. */
export const checkTicket = (number: string) => callApi('ticketCheck', { params: { number } });
