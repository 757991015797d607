import { officeHoursText } from '../../lib/shared/office-hours';
import { company } from '../company';
import type { PolicyPage } from '../types';

const { address } = company;
const postalAddress = `${company.legalName}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;

/** Terms of Service (/terms): 15 numbered sections. */
export const termsOfService: PolicyPage = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-22',
  intro: `These terms set out the rules for using the ${company.name} website and the basis on which we provide our services. Please read them carefully. Where you have a separate written agreement with us, that agreement takes precedence over these terms if the two conflict.`,
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      paragraphs: [
        `These Terms of Service ("terms") are an agreement between you and ${company.legalName} ("${company.name}", "we", "us" or "our"). By using this website, sending us an enquiry or applying for a job through it, you agree to these terms.`,
        'If you use the website on behalf of an organisation, you confirm that you are authorised to accept these terms on its behalf. If you do not agree with these terms, please do not use the website.',
      ],
    },
    {
      id: 'our-services',
      heading: 'Our Services',
      paragraphs: [
        'We provide IT and non-IT staffing and recruitment (permanent, contract and temporary), executive hiring, business consulting, technology services, training and HR software products.',
        'Information on this website describes our services in general terms. The scope, deliverables, timelines and fees of any specific engagement are set out in a separate proposal or written agreement.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      paragraphs: [
        'You must be at least 18 years old, and able to enter into a legally binding contract, to use our services or to apply for a position through this website.',
      ],
    },
    {
      id: 'use-of-the-website',
      heading: 'Use of the Website',
      paragraphs: [
        'You may use this website for lawful purposes only: to learn about our services, contact us and apply for jobs. When using it, you agree not to:',
      ],
      bullets: [
        "submit false, misleading or someone else's information;",
        'upload files that contain viruses or other harmful code;',
        'attempt to gain unauthorised access to the website, our server or our administration system;',
        'send automated or bulk requests, or interfere with the proper working of the website;',
        'copy or reuse our content other than as allowed under Intellectual Property below.',
      ],
    },
    {
      id: 'client-and-candidate-responsibilities',
      heading: 'Client and Candidate Responsibilities',
      paragraphs: [
        'Clients agree to give us accurate information about their requirements, to treat candidates fairly and lawfully, and to keep candidate information confidential. Clients must not bypass us: a candidate introduced by us must not be hired or engaged directly, or through a third party, in order to avoid our fees. Such a hire is subject to the fees set out in the client agreement.',
        'Candidates agree to give truthful, accurate and complete information about their identity, qualifications, experience and employment history, and to keep it up to date. Candidates must not bypass us by approaching a client we have introduced them to in order to avoid our involvement in the process.',
      ],
      bullets: [
        'Clients: provide accurate job descriptions and feedback, and tell us promptly when a candidate we introduced is offered or accepts a role.',
        'Clients: do not hire or engage introduced candidates directly, or through another agency, to avoid our fees.',
        'Candidates: give truthful information and genuine documents, and attend interviews you have agreed to.',
        'Candidates: tell us if your circumstances change, for example if you accept another offer.',
      ],
    },
    {
      id: 'fees-and-payment',
      heading: 'Fees and Payment',
      paragraphs: [
        'Fees for our services, the basis on which they become payable and payment terms are set out in the proposal or written agreement for each engagement. Unless that agreement says otherwise, fees exclude applicable taxes, which will be added to invoices.',
        'Invoices are payable within the period stated in the agreement. Questions about an invoice should be raised with us promptly so that they can be resolved quickly.',
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality',
      paragraphs: [
        'Each party will keep confidential any non-public information received from the other in connection with our services, and will use it only for the purpose for which it was shared. This obligation does not apply to information that is already public, was lawfully obtained from another source, or must be disclosed by law.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      paragraphs: [
        `All content on this website, including text, graphics, logos and the design of the site, belongs to ${company.name} or its licensors. You may view it and print or save pages for your own reference. Any other use requires our prior written permission.`,
        'Ownership of work produced during a client engagement is governed by the agreement for that engagement.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      paragraphs: [
        'We handle personal data submitted through this website, including enquiries and job applications, as described in our Privacy Policy. Please read the Privacy Policy and our Cookies Policy to understand how we collect, use and protect your information.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent permitted by law, we are not liable for any indirect or consequential loss, or for loss of profit, business or data, arising from your use of this website or from your reliance on its content.',
        'Our liability in connection with a specific engagement is limited as set out in the agreement for that engagement. Nothing in these terms limits any liability that cannot be limited by law.',
      ],
    },
    {
      id: 'warranties-and-disclaimer',
      heading: 'Warranties and Disclaimer',
      paragraphs: [
        'We work to keep this website accurate and available, but it is provided "as is". We do not guarantee that it will always be available, uninterrupted or free of errors, or that the information on it is complete or current.',
        'We do not guarantee that a candidate will be placed in a role, or that a client will fill a position, except where a written agreement says otherwise. Decisions to hire and to accept offers remain with clients and candidates.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      paragraphs: [
        'We may suspend or end your access to the website, or decline to process an enquiry or application, if you break these terms or use the website in a way that could harm us or others.',
        'Client engagements may be ended as set out in the relevant agreement. Sections of these terms that by their nature should continue, such as confidentiality, intellectual property and limitation of liability, continue to apply after termination.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law and Jurisdiction',
      paragraphs: [
        'The governing law of these terms and the courts that will have jurisdiction over any dispute arising from them are to be confirmed by the company and will be stated here. Until then, we encourage you to contact us first so that we can try to resolve any concern informally.',
      ],
      placeholder: "[Jurisdiction to be confirmed by the company's legal counsel]",
    },
    {
      id: 'modifications',
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top of this page shows when they were last updated. Changes apply from the moment they are published; by continuing to use the website after a change, you accept the updated terms.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      paragraphs: [
        `If you have any questions about these terms, e-mail us at ${company.email}, call ${company.phone} (${officeHoursText(company.officeHours)}) or write to ${postalAddress}.`,
      ],
    },
  ],
};
