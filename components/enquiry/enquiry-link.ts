/**
 * The attribute that makes a plain link to the contact form open the enquiry dialog instead, its
 * value the topic the dialog's title names (components/enquiry/enquiry-opener.tsx answers it).
 * Server-made markup (the header) uses it; without JavaScript the link leads to the form.
 */
export const enquiryTopicAttribute = 'data-enquiry-topic';
