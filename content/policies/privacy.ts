import { officeHoursText } from '../../lib/shared/office-hours';
import { company } from '../company';
import { talentPool } from '../data-protection';
import type { PolicyPage } from '../types';

const { address, grievanceOfficer } = company;
const postalAddress = `${company.legalName}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;

/** Privacy Policy (/privacy): 11 numbered sections. */
export const privacyPolicy: PolicyPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: '2026-11-26',
  intro: `This policy explains what personal data ${company.name} collects through this website, why we collect it, how we look after it and the choices you have. We have written it in plain English. If anything is unclear, please contact us.`,
  sections: [
    {
      anchor: 'who-we-are',
      heading: 'Who We Are',
      paragraphs: [
        {
          text: `This website is operated by ${company.legalName} ("${company.name}", "we", "us" or "our"), a staffing, consulting and IT-services company based in ${address.locality}, India.`,
        },
        {
          text: 'We decide why and how the personal data described in this policy is processed, which means we are responsible for it. Where the Digital Personal Data Protection Act, 2023 applies, we act as the Data Fiduciary for that data.',
        },
      ],
    },
    {
      anchor: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        {
          text: 'We collect only the information you choose to give us through our forms, plus the minimum technical information needed to run the website safely.',
        },
      ],
      bullets: [
        {
          text: 'Enquiries: when you use our contact or enquiry form, we collect your full name, e-mail address, phone number, the service you are interested in, a subject and your message.',
        },
        {
          text: 'Job applications: when you apply for a position, we collect your first and last name, e-mail address, phone number, years of experience and current company. You may also give us your LinkedIn or portfolio links, expected salary, notice period and a cover letter. You upload your resume as a PDF, DOC or DOCX file of up to 4 MB. When you choose your resume, our website reads it to fill in the fields you left empty: the file is sent to our server, read in its memory, and not kept or passed on; only the fields it found come back to your browser, and nothing else is sent until you submit. If our server cannot read it at that moment, your browser reads it on your device instead. With your application we also record where you came from: the campaign or referral code in the link you followed (for example an employee\'s referral link or a job-alert e-mail), the name of the website that linked to us, or "direct".',
        },
        {
          text: 'Cookie choice: when you accept, decline or customise cookies, your browser stores your choice and the date you made it (see section 6).',
        },
        {
          text: 'Technical information: our server keeps operational logs (for example, the time of a request, the page requested and whether it succeeded). These logs do not contain personal data. To protect our forms from abuse, we briefly use your IP address to limit how many requests can be sent in a short period; it is held only in memory and is not written to disk or stored with your submission.',
        },
      ],
    },
    {
      anchor: 'how-we-use-information',
      heading: 'How We Use Your Information',
      paragraphs: [
        {
          text: 'We use your information only for the purpose for which you gave it to us, and we rely on your consent when you submit a form.',
        },
      ],
      bullets: [
        {
          text: 'To reply to your enquiry and, where you ask us to, to discuss or provide our services.',
        },
        {
          text: 'To assess your job application, contact you about it and, with your agreement, consider you for other suitable roles.',
        },
        {
          text: "To send you a receipt of your application (its reference, the job, the time and what you sent, never your resume) to the e-mail address you applied with, and to show you its status on a page only your receipt's link opens.",
        },
        {
          text: 'To count which channels (job alerts, our jobs feed, search engines, social media, employee referrals) bring applicants, so that we know where to advertise our jobs. If you accepted analytics cookies, the channel is also counted in our analytics.',
        },
        { text: 'To remember your cookie choice so that we do not ask you again on every visit.' },
        { text: 'To keep the website secure, prevent spam and abuse, and fix technical problems.' },
        { text: 'To meet our legal obligations.' },
      ],
    },
    {
      anchor: 'sharing-information',
      heading: 'How We Share Information',
      paragraphs: [
        {
          text: 'We never sell or rent your personal data. Your personal data is not sold to, rented to or traded with anyone.',
        },
        {
          text: "Enquiries and job applications you submit are stored on our server and forwarded to the company's internal administration system, where only authorised staff who need them can see them.",
        },
        { text: 'We share personal data outside the company only where it is necessary:' },
      ],
      bullets: [
        {
          text: 'With service providers who host or maintain our website and systems on our behalf, under instructions from us and only for that purpose.',
        },
        {
          text: 'With a client organisation, when you have applied for or agreed to be put forward for a role with that client.',
        },
        {
          text: 'With authorities, courts or advisers where the law requires it or where it is needed to protect our rights or the safety of others.',
        },
      ],
    },
    {
      anchor: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        {
          text: 'We use reasonable technical and organisational safeguards to protect personal data against loss, misuse and unauthorised access. These include encrypted connections (HTTPS), access to submitted data limited to authorised staff, checks on the type and size of uploaded files, and limits on how often forms can be submitted.',
        },
        {
          text: 'No website or system can be guaranteed to be completely secure. If we become aware of a personal data breach that affects you, we will act promptly and notify you and the relevant authorities where the law requires us to.',
        },
      ],
    },
    {
      anchor: 'cookies',
      heading: 'Cookies and Browser Storage',
      paragraphs: [
        {
          text: 'The first time you visit, we ask whether you accept, decline or want to customise the use of cookies. Your choice is stored in your browser\'s local storage under the keys "cookieConsent" and "cookiePreferences", together with the date you gave it. We ask again after 12 months, and you can change your choice at any time through the "Cookie settings" link in the footer.',
        },
        {
          text: 'We also keep one marker in your browser\'s session storage, under the key "splashShown", so that the loading screen appears only on the first page of a visit. It holds only the value 1 and no personal data, and your browser deletes it when you close the tab.',
        },
        {
          text: 'While you fill in a job application, what you have typed (your name, e-mail address, phone number and the other text fields, never your resume) is kept in your browser\'s session storage under the key "application-draft:" followed by the job\'s number, so that closing the form by accident or reloading the page loses nothing. It never leaves your device until you send the application. It is deleted as soon as the application is sent, and your browser deletes it when you close the tab.',
        },
        {
          text: 'When you arrive on this website from a link that names a campaign or referral code, or from another website, your browser keeps that (the link\'s campaign parameters and the other website\'s name, never a page address) in session storage under the key "application-source", so that an application you send during this visit can say where you came from. It is sent only with an application, and your browser deletes it when you close the tab.',
        },
        {
          text: 'If this website uses Plausible Analytics and you withdraw a consent to analytics you gave earlier, a flag "plausible_ignore" (the value true, no personal data) stays in local storage so that no visit of yours is counted; it is removed when you accept analytics again, or when you clear your browser storage. Nothing else is stored in your browser.',
        },
        {
          text: 'To see how fast our pages are on visitors\' devices, your browser sends us a few page-speed measurements (Core Web Vitals: how long a page took to show its content and to respond to a tap or click, and how much its layout moved), together with the address of the page on this website and the kind of page element a measurement concerns (such as "a paragraph in the introduction"). No cookie is set or read for this, no identifier is sent, and nothing about you or your device is kept: each measurement is added to daily counts per page and then discarded. Your IP address, which reaches us with every request, is used only in the moment to limit how many measurements one device can send, and is not stored. Because these measurements contain no personal data, we do not ask for your consent to them.',
        },
        {
          text: 'No analytics or marketing scripts are loaded before you give consent; the page-speed measurements above are not analytics of you and carry no personal data. At present this website sets no tracking cookies. For full details, please read our Cookies Policy.',
        },
      ],
    },
    {
      anchor: 'your-rights',
      heading: 'Your Data-Protection Rights',
      paragraphs: [
        {
          text: 'You have rights over the personal data we hold about you. Depending on the law that applies, including the Digital Personal Data Protection Act, 2023, these include:',
        },
      ],
      bullets: [
        {
          text: 'Access: to ask for a summary of the personal data we hold about you and how we use it.',
        },
        { text: 'Correction: to ask us to correct, complete or update inaccurate personal data.' },
        {
          text: 'Deletion (erasure): to ask us to erase your personal data when it is no longer needed or you withdraw consent.',
        },
        {
          text: 'Objection: to object to, or ask us to restrict, particular uses of your personal data.',
        },
        {
          text: 'Withdrawal of consent: to withdraw your consent at any time, as easily as you gave it. This does not affect processing that took place before you withdrew it.',
        },
        {
          text: 'Portability: to receive personal data you gave us in a commonly used, machine-readable format.',
        },
        {
          text: 'Nomination: to name another person who may exercise these rights for you if you die or become unable to.',
        },
        {
          text: `Grievance redressal: to complain to our ${grievanceOfficer.name} at ${grievanceOfficer.email} and receive an answer; if you are not satisfied, you may complain to the Data Protection Board of India.`,
        },
      ],
    },
    {
      anchor: 'data-retention',
      heading: 'Data Retention',
      paragraphs: [
        {
          text: 'We keep personal data only for as long as we need it for the purpose it was collected for, or for as long as the law requires.',
        },
        {
          text: 'Enquiries are kept while we deal with your request and any follow-up. Job applications, including resumes, are kept for the recruitment process and, unless you ask us to delete them, for a reasonable period afterwards so that we can consider you for other suitable roles. When personal data is no longer needed, we delete or anonymise it.',
        },
        {
          text: `If you tick "${talentPool.label}" on an application, we keep your resume for other suitable openings for 12 months from the day you apply; you may withdraw that consent at any time on our data requests page, and your application is considered either way.`,
        },
        {
          text: "This website keeps its own copy of each enquiry and application, including any resume, only while passing it on to our team: the copy is deleted 30 days after our team has received it (or after it was refused as incomplete). A resume waiting to be passed on is readable only by the website itself. Where you came from is kept with that copy for the same time, and your application's status page works only while the copy is kept.",
        },
        {
          text: 'Your cookie choice stays in your browser until you change it or clear your browser storage; we ask for it again after 12 months.',
        },
        {
          text: 'The daily counts of page-speed measurements, which contain no personal data, are deleted after 90 days.',
        },
      ],
    },
    {
      anchor: 'international-transfers',
      heading: 'International Transfers',
      paragraphs: [
        {
          text: 'We are based in India. Some of the service providers that host or support our website and systems may store or process data on servers outside India.',
        },
        {
          text: 'Where personal data is transferred outside India, we do so only as permitted by applicable law and we expect those providers to protect it to a standard consistent with this policy.',
        },
      ],
    },
    {
      anchor: 'changes-to-this-policy',
      heading: 'Changes to This Policy',
      paragraphs: [
        {
          text: 'We may update this policy when our website, our services or the law change. The date at the top of this page shows when it was last updated. Where a change materially affects how we use your personal data, we will make this clear on the website and, where required, ask for your consent again.',
        },
      ],
    },
    {
      anchor: 'contact-us',
      heading: 'Contact Us',
      paragraphs: [
        {
          text: `To exercise any of your rights, use our data requests page (/data-requests); you will receive a reference number. So that no one else can see, change or erase your data in your name, we first e-mail a link to the address you give, and act only once you have confirmed the request with it within 48 hours; that address is told of every request made with it. If this website cannot send e-mail, your request goes to our team, who confirm it with you before acting on it: nothing is deleted automatically. Our ${grievanceOfficer.name} answers complaints about how we handle personal data at ${grievanceOfficer.email}.`,
        },
        {
          text: `To raise a concern or ask a question about this policy, e-mail us at ${company.email}, call ${company.phone} (${officeHoursText(company.officeHours)}) or write to ${postalAddress}.`,
        },
        {
          text: 'We will respond within a reasonable time and, where the law sets a deadline, within that deadline. If you are not satisfied with our response, you may have the right to complain to the relevant data-protection authority, including the Data Protection Board of India where the Digital Personal Data Protection Act, 2023 applies.',
        },
      ],
    },
  ],
};
