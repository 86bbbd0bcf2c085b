import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  /** one address, or several separated by commas (nodemailer takes either) */
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Where delivered mail goes; absent without SMTP_URL, when mail is only kept in the outbox. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}
