import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';
import { type RenderedMail } from './templates/layout.js';

export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** Sends rendered mail over SMTP_URL; pooled, so a burst of jobs reuses its connections. */
@Injectable()
export class SmtpMailer implements OnModuleDestroy {
  private readonly logger = new Logger(SmtpMailer.name);
  private transport?: Transporter;

  constructor(private readonly config: AppConfig) {}

  /** False when no SMTP server is configured: the message is logged as not sent. */
  async send(mail: OutgoingMail): Promise<boolean> {
    if (!this.config.SMTP_URL) {
      this.logger.warn(`SMTP_URL is not set: "${mail.subject}" was not sent`);
      return false;
    }
    this.transport ??= nodemailer.createTransport({
      url: this.config.SMTP_URL,
      pool: true,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    return true;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
