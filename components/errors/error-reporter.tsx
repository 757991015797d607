'use client';

import { useEffect } from 'react';
import { reportClientError } from './report-client-error';

/** Reports the page's uncaught errors and unhandled promise rejections; renders nothing. */
export function ErrorReporter() {
  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      reportClientError('uncaught', event.error ?? { message: event.message });
    const onRejection = (event: PromiseRejectionEvent) =>
      reportClientError('unhandledrejection', event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
