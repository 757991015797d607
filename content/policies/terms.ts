import { officeHoursText } from '../../lib/shared/office-hours';
import { company } from '../company';
import type { PolicyPage } from '../types';

const { address } = company;
const postalAddress = `${company.legalName}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;

/** Terms of Service (/terms): 15 numbered sections. */
export const termsOfService: PolicyPage = {
  slug: 'terms',
  title: 'Terms of Service',
  lastUpdated: '2026-11-22',
  intro: `These terms set out the rules for using the ${company.name} website and the basis on which we provide our services. Please read them carefully. Where you have a separate written agreement with us, that agreement takes precedence over these terms if the two conflict.`,
  sections: [
    {
      anchor: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      paragraphs: [
        {
          text: `These Terms of Service ("terms") are an agreement between you and ${company.legalName} ("${company.name}", "we", "us" or "our"). By using this website, sending us an enquiry or applying for a job through it, you agree to these terms.`,
        },
        {
          text: 'If you use the website on behalf of an organisation, you confirm that you are authorised to accept these terms on its behalf. If you do not agree with these terms, please do not use the website.',
        },
      ],
    },
    {
      anchor: 'our-services',
      heading: 'Our Services',
      paragraphs: [
        {
          text: 'We provide IT and non-IT staffing and recruitment (permanent, contract and temporary), executive hiring, business consulting, technology services, training and HR software products.',
        },
        {
          text: 'Information on this website describes our services in general terms. The scope, deliverables, timelines and fees of any specific engagement are set out in a separate proposal or written agreement.',
        },
      ],
    },
    {
      anchor: 'eligibility',
      heading: 'Eligibility',
      paragraphs: [
        {
          text: 'You must be at least 18 years old, and able to enter into a legally binding contract, to use our services or to apply for a position through this website.',
        },
      ],
    },
    {
      anchor: 'use-of-the-website',
      heading: 'Use of the Website',
      paragraphs: [
        {
          text: 'You may use this website for lawful purposes only: to learn about our services, contact us and apply for jobs. When using it, you agree not to:',
        },
      ],
      bullets: [
        { text: "submit false, misleading or someone else's information;" },
        { text: 'upload files that contain viruses or other harmful code;' },
        {
          text: 'attempt to gain unauthorised access to the website, our server or our administration system;',
        },
        {
          text: 'send automated or bulk requests, or interfere with the proper working of the website;',
        },
        {
          text: 'copy or reuse our content other than as allowed under Intellectual Property below.',
        },
      ],
    },
    {
      anchor: 'client-and-candidate-responsibilities',
      heading: 'Client and Candidate Responsibilities',
      paragraphs: [
        {
          text: 'Clients agree to give us accurate information about their requirements, to treat candidates fairly and lawfully, and to keep candidate information confidential. Clients must not bypass us: a candidate introduced by us must not be hired or engaged directly, or through a third party, in order to avoid our fees. Such a hire is subject to the fees set out in the client agreement.',
        },
        {
          text: 'Candidates agree to give truthful, accurate and complete information about their identity, qualifications, experience and employment history, and to keep it up to date. Candidates must not bypass us by approaching a client we have introduced them to in order to avoid our involvement in the process.',
        },
      ],
      bullets: [
        {
          text: 'Clients: provide accurate job descriptions and feedback, and tell us promptly when a candidate we introduced is offered or accepts a role.',
        },
        {
          text: 'Clients: do not hire or engage introduced candidates directly, or through another agency, to avoid our fees.',
        },
        {
          text: 'Candidates: give truthful information and genuine documents, and attend interviews you have agreed to.',
        },
        {
          text: 'Candidates: tell us if your circumstances change, for example if you accept another offer.',
        },
      ],
    },
    {
      anchor: 'fees-and-payment',
      heading: 'Fees and Payment',
      paragraphs: [
        {
          text: 'Fees for our services, the basis on which they become payable and payment terms are set out in the proposal or written agreement for each engagement. Unless that agreement says otherwise, fees exclude applicable taxes, which will be added to invoices.',
        },
        {
          text: 'Invoices are payable within the period stated in the agreement. Questions about an invoice should be raised with us promptly so that they can be resolved quickly.',
        },
      ],
    },
    {
      anchor: 'confidentiality',
      heading: 'Confidentiality',
      paragraphs: [
        {
          text: 'Each party will keep confidential any non-public information received from the other in connection with our services, and will use it only for the purpose for which it was shared. This obligation does not apply to information that is already public, was lawfully obtained from another source, or must be disclosed by law.',
        },
      ],
    },
    {
      anchor: 'intellectual-property',
      heading: 'Intellectual Property',
      paragraphs: [
        {
          text: `All content on this website, including text, graphics, logos and the design of the site, belongs to ${company.name} or its licensors. You may view it and print or save pages for your own reference. Any other use requires our prior written permission.`,
        },
        {
          text: 'Ownership of work produced during a client engagement is governed by the agreement for that engagement.',
        },
      ],
    },
    {
      anchor: 'privacy',
      heading: 'Privacy',
      paragraphs: [
        {
          text: 'We handle personal data submitted through this website, including enquiries and job applications, as described in our Privacy Policy. Please read the Privacy Policy and our Cookies Policy to understand how we collect, use and protect your information.',
        },
      ],
    },
    {
      anchor: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        {
          text: 'To the extent permitted by law, we are not liable for any indirect or consequential loss, or for loss of profit, business or data, arising from your use of this website or from your reliance on its content.',
        },
        {
          text: 'Our liability in connection with a specific engagement is limited as set out in the agreement for that engagement. Nothing in these terms limits any liability that cannot be limited by law.',
        },
      ],
    },
    {
      anchor: 'warranties-and-disclaimer',
      heading: 'Warranties and Disclaimer',
      paragraphs: [
        {
          text: 'We work to keep this website accurate and available, but it is provided "as is". We do not guarantee that it will always be available, uninterrupted or free of errors, or that the information on it is complete or current.',
        },
        {
          text: 'We do not guarantee that a candidate will be placed in a role, or that a client will fill a position, except where a written agreement says otherwise. Decisions to hire and to accept offers remain with clients and candidates.',
        },
      ],
    },
    {
      anchor: 'termination',
      heading: 'Termination',
      paragraphs: [
        {
          text: 'We may suspend or end your access to the website, or decline to process an enquiry or application, if you break these terms or use the website in a way that could harm us or others.',
        },
        {
          text: 'Client engagements may be ended as set out in the relevant agreement. Sections of these terms that by their nature should continue, such as confidentiality, intellectual property and limitation of liability, continue to apply after termination.',
        },
      ],
    },
    {
      anchor: 'governing-law',
      heading: 'Governing Law and Jurisdiction',
      paragraphs: [
        {
          text: 'The governing law of these terms and the courts that will have jurisdiction over any dispute arising from them are to be confirmed by the company and will be stated here. Until then, we encourage you to contact us first so that we can try to resolve any concern informally.',
        },
      ],
      placeholder: "[Jurisdiction to be confirmed by the company's legal counsel]",
    },
    {
      anchor: 'modifications',
      heading: 'Changes to These Terms',
      paragraphs: [
        {
          text: 'We may update these terms from time to time. The date at the top of this page shows when they were last updated. Changes apply from the moment they are published; by continuing to use the website after a change, you accept the updated terms.',
        },
      ],
    },
    {
      anchor: 'contact-us',
      heading: 'Contact Us',
      paragraphs: [
        {
          text: `If you have any questions about these terms, e-mail us at ${company.email}, call ${company.phone} (${officeHoursText(company.officeHours)}) or write to ${postalAddress}.`,
        },
      ],
    },
  ],
};
