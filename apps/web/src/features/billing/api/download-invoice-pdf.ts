import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/** An invoice's PDF, under the server's file name. */
export function downloadInvoicePdf(invoice: { id: number; number: number }) {
  return downloadFile(`billing/invoices/${invoice.id}/pdf/`, `${invoice.number}.pdf`);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
