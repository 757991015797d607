'use client';

import { IdleAnalyticsLoader } from '@/components/analytics/idle-analytics-loader';
import { ChatLoader } from '@/components/chat/chat-loader';
import type { ChatProps } from '@/components/chat/chat-widget';
import { EnquiryOpener } from '@/components/enquiry/enquiry-opener';
import { ErrorReporter } from '@/components/errors/error-reporter';
import { VitalsReporterLoader } from '@/components/vitals/vitals-reporter-loader';

/**
 * What the layout adds in the browser after the page, as one client component (one reference in
 * every page's payload): the chat, the enquiry dialog of the header's Enquiry Now, the error and
 * vitals reporters and the analytics, each loading its code on idle or on intent.
 */
export function LateIslands({ chat }: { chat: ChatProps }) {
  return (
    <>
      <ChatLoader {...chat} />
      <EnquiryOpener />
      <ErrorReporter />
      <IdleAnalyticsLoader />
      <VitalsReporterLoader />
    </>
  );
}
