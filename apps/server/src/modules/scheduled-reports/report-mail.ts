import { translate } from '@portal/contracts/i18n/resources';
import type { ReportFormat } from '@portal/contracts/schemas/scheduled-reports';
import { escapeHtml } from '../../lib/html';
import type { OutboxAttachment } from '../mail/outbox.repository';
import type { ReportDocument } from './report-document';
import { renderPdf } from './render-pdf';
import { renderXlsx } from './render-xlsx';

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "Månadsrapport Norrsken_2026-10-01_2026-10-31.pdf": no characters file systems refuse. */
export function reportFileName(name: string, period: string, format: ReportFormat): string {
  const safe = (text: string) =>
    text
      .replace(/[\\/:*?"<>|]/g, ' ')
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const days = period.split(' – ').join('_');
  return `${safe(name).slice(0, 80) || 'rapport'}_${safe(days)}.${format}`;
}

export async function renderReportFile(
  doc: ReportDocument,
  format: ReportFormat,
): Promise<OutboxAttachment> {
  const content = format === 'pdf' ? await renderPdf(doc) : await renderXlsx(doc);
  return {
    fileName: reportFileName(doc.title, doc.period, format),
    contentType: CONTENT_TYPES[format],
    content,
  };
}

/** Subject, text and HTML of the report's e-mail, in the schedule's language. */
export function reportMail(doc: ReportDocument, file: OutboxAttachment, owner: string) {
  const params = {
    name: doc.title,
    company: doc.company,
    period: doc.period,
    file: file.fileName,
    owner,
  };
  const html = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(v)]));
  return {
    subject: translate(doc.locale, 'schedules.email.subject', params),
    text: translate(doc.locale, 'schedules.email.text', params),
    html: translate(doc.locale, 'schedules.email.html', html),
  };
}
