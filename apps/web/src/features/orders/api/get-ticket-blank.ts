import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The electronic ticket of a paid order, a PDF (SPEC §7). */
export const getTicketBlank = (orderId: number) =>
  callApi('ticketBlank', { params: { orderId: String(orderId) } });

/** Saves the file under the name SPEC gives it, through a temporary link the browser follows. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later, not at once: some browsers still read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadTicket() {
  return useMutation({
    mutationFn: getTicketBlank,
    onSuccess: (blob) => saveFile(blob, 'ticket.pdf'),
  });
}
