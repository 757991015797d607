import { company } from '../company';
import type { PolicyPage } from '../types';

const { address } = company;
const postalAddress = `${company.legalName}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;

/** Cookies Policy (/cookies-policy). */
export const cookiesPolicy: PolicyPage = {
  slug: 'cookies',
  title: 'Cookies Policy',
  lastUpdated: '2026-11-22',
  intro: `This policy explains how the ${company.name} website uses cookies and similar technologies such as your browser's local and session storage, and how you can control them. It should be read together with our Privacy Policy.`,
  sections: [
    {
      anchor: 'what-are-cookies',
      heading: 'What Are Cookies?',
      paragraphs: [
        {
          text: 'Cookies are small text files that a website places on your device when you visit it. They let the site remember information about your visit, such as your preferences, and can help the site work properly or show how it is being used.',
        },
        {
          text: "Local storage is a similar technology that keeps small pieces of information in your browser. In this policy, 'cookies' includes local storage and similar technologies.",
        },
      ],
    },
    {
      anchor: 'why-we-use-cookies',
      heading: 'Why We Use Cookies',
      paragraphs: [
        {
          text: 'Websites generally use cookies for four purposes. Our cookie banner lets you decide which of them, other than essential cookies, you allow on this website:',
        },
      ],
      bullets: [
        {
          text: 'Essential: to make the website work and to remember your cookie choice. These cannot be switched off.',
        },
        {
          text: 'Performance: to understand how visitors use the website, so that we can improve it.',
        },
        {
          text: 'Functionality: to remember your preferences and give you a more personal experience.',
        },
        {
          text: 'Marketing: to show relevant content or advertising and measure how well it works.',
        },
      ],
    },
    {
      anchor: 'cookie-categories',
      heading: 'The Cookies We Use',
      paragraphs: [
        {
          text: 'The table below lists the four categories you can see in our cookie settings, what each one is for and its default setting when you open Customize. At present this website sets no third-party analytics or marketing cookies, and no analytics or marketing scripts load until you accept them. If we add such tools in future, we will update this table and ask for your consent before they run.',
        },
        {
          text: 'Page-speed measurements (Core Web Vitals) are not among them: your browser sends them to this website without any cookie, identifier or personal data, and we keep them only as daily counts per page for 90 days. They need no consent, so they are sent whatever you choose in the cookie settings. Our Privacy Policy describes them.',
        },
      ],
      table: {
        caption: 'Cookie categories used on this website',
        columns: [
          { text: 'Type' },
          { text: 'Purpose' },
          { text: 'Examples on this site' },
          { text: 'Default' },
        ],
        rows: [
          {
            cells: [
              { text: 'Strictly necessary' },
              { text: 'Makes the website work and remembers your cookie choice.' },
              {
                text: "Your consent record, stored in local storage under the keys cookieConsent and cookiePreferences with the date you gave it; and a marker in session storage under the key splashShown (the value 1, no personal data), so the loading screen shows only once per visit. Your browser deletes the marker when you close the tab. While you fill in a job application, the text you have typed (never your resume) in session storage under the key application-draft: followed by the job's number, so an accidental close or reload loses nothing; it is deleted when the application is sent, or when you close the tab.",
              },
              { text: 'Always on; cannot be turned off.' },
            ],
          },
          {
            cells: [
              { text: 'Analytics / performance' },
              {
                text: 'Helps us understand how visitors use the website so that we can improve it.',
              },
              { text: 'None at present. Nothing loads until you accept.' },
              { text: 'On in Customize, but nothing loads until you accept.' },
            ],
          },
          {
            cells: [
              { text: 'Marketing' },
              { text: 'Shows relevant content or advertising and measures its effectiveness.' },
              { text: 'None at present.' },
              { text: 'Off.' },
            ],
          },
          {
            cells: [
              { text: 'Personalisation / functionality' },
              { text: 'Remembers your preferences to give you a more personal experience.' },
              { text: 'None at present beyond your consent record.' },
              { text: 'On in Customize.' },
            ],
          },
        ],
      },
    },
    {
      anchor: 'third-party-cookies',
      heading: 'Third-Party Cookies',
      paragraphs: [
        {
          text: 'Our website contains links to our pages on LinkedIn, X, Facebook and WhatsApp. These are plain links: the services behind them do not set cookies through our website. They may set their own cookies only when you follow a link and visit their sites, under their own cookie and privacy policies.',
        },
      ],
    },
    {
      anchor: 'managing-your-choices',
      heading: 'How to Manage Your Choices',
      paragraphs: [
        {
          text: 'When you first visit, our cookie banner lets you Accept All, Decline All or Customize your choice. We keep your choice for 12 months and then ask again.',
        },
        {
          text: 'You can change your mind at any time. Please note that blocking all cookies and site storage in your browser may stop some parts of websites from working properly.',
        },
      ],
      bullets: [
        {
          text: "'Cookie settings' link: select it in the footer of any page to reopen the banner and accept, decline or customise again.",
        },
        {
          text: "Browser settings: most browsers let you view, delete and block cookies and site data in their privacy or security settings; your browser's help pages explain how.",
        },
        {
          text: 'Clearing site data: removes your recorded choice, so the banner will ask you again on your next visit.',
        },
      ],
    },
    {
      anchor: 'changes-to-this-policy',
      heading: 'Changes to This Policy',
      paragraphs: [
        {
          text: 'We may update this policy when we change the technologies used on our website or when the law changes. The date at the top of this page shows when it was last updated. If we start using new categories of cookies, we will ask for your consent again before they are set.',
        },
      ],
    },
    {
      anchor: 'contact-us',
      heading: 'Contact Us',
      paragraphs: [
        {
          text: `If you have any questions about our use of cookies, e-mail us at ${company.email}, call ${company.phone} or write to ${postalAddress}.`,
        },
      ],
    },
  ],
};
