/**
 * The form a field expects, shown under it as an example and linked as its description, so an
 * error such as 'Invalid email format' comes with what a valid value looks like.
 */
const formatExamples = {
  email: 'For example: name@company.com',
  tel: 'For example: +91 98765 43210',
  url: 'For example: https://www.linkedin.com/in/your-name',
} as const;

/** The example for an input of this type, if its type has an expected form. */
export function formatExample(type: string): string | undefined {
  return Object.hasOwn(formatExamples, type)
    ? formatExamples[type as keyof typeof formatExamples]
    : undefined;
}
