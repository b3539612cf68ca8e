import { z } from 'zod';

/** A file sent with a mail (a bank-transfer order's invoice PDF). */
export const MailAttachment = z.object({
  filename: z.string().min(1),
  contentType: z.string().min(1),
  content: z.instanceof(Buffer),
});
export type MailAttachment = z.infer<typeof MailAttachment>;

/** One e-mail to one recipient, with both parts: every template renders text and HTML. */
export const MailMessage = z.object({
  to: z.email(),
  subject: z.string().trim().min(1).max(300),
  text: z.string(),
  html: z.string(),
  /**
   * An https link that ends what this mail is about (RFC 2369 `List-Unsubscribe`), also taken
   * as a one-click POST (RFC 8058), which mail apps offer as their own Unsubscribe button.
   */
  unsubscribeUrl: z.url({ protocol: /^https?$/ }).optional(),
  attachments: z.array(MailAttachment).optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or stored in the sandbox mailbox). */
  send(message: MailMessage): Promise<void>;
}
