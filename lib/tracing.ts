import 'server-only';
import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Runs `work` inside a span of the site's tracer. Without OTEL_EXPORTER_OTLP_ENDPOINT no
 * tracer is registered and the span is a no-op. A throw marks the span as an error (its name
 * only: messages may carry data) and is passed on.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return trace.getTracer('site').startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.name ?? 'Error' });
      throw error;
    } finally {
      span.end();
    }
  });
}
