import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';
import { type RenderedMail } from './templates/layout.js';

export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** Sends rendered mail over SMTP_URL; pooled, so a burst of jobs reuses its connections. */
@Injectable()
export class SmtpMailer implements OnModuleDestroy {
  private transport?: Transporter;

  constructor(private readonly config: AppConfig) {}

  /** Without SMTP_URL nothing is sent (and nothing need be composed). */
  get configured(): boolean {
    return Boolean(this.config.SMTP_URL);
  }

  async send(mail: OutgoingMail): Promise<void> {
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
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
