import type { ParsedMail } from 'mailparser';

export function mailSink(options?: { delayMs?: number }): Promise<{
  url: string;
  port: number;
  mails: ParsedMail[];
  close(): Promise<void>;
}>;
