import type { ServicePage } from '../types';
import { company } from '../company';

export const internetOfThings = {
  slug: 'internet-of-things',
  category: 'technology',
  menuLabel: 'Internet of Things',
  icon: 'radio-tower',
  title: 'Internet of Things',
  subtitle:
    'Connect devices, capture data and turn it into decisions, from smart homes to the industrial floor.',
  summary: 'Connected-device solutions with reliable connectivity and well-managed data.',
  metaDescription:
    'IoT solutions from Hyderabad for smart homes, smart cities, wearables, connected vehicles and industrial internet, with secure connectivity and data management.',
  enquiryName: 'Internet of Things',
  blocks: [
    {
      blockType: 'prose',
      anchor: 'overview',
      heading: 'From Connected Devices to Business Value',
      paragraphs: [
        {
          text: `Sensors and smart devices generate valuable data, but only when they are connected reliably and their data is managed well. ${company.name} designs and builds IoT solutions that do both.`,
        },
        {
          text: 'We work across hardware integration, cloud platforms and applications, so you have one partner from pilot to rollout.',
        },
      ],
    },
    {
      blockType: 'cards',
      anchor: 'applications',
      format: 'feature-list',
      heading: 'Application Areas',
      items: [
        {
          icon: 'house',
          title: 'Smart Home',
          text: 'Connected lighting, security, climate and appliances controlled from a single app.',
        },
        {
          icon: 'building',
          title: 'Smart Cities',
          text: 'Sensor networks for traffic, utilities, parking and public safety.',
        },
        {
          icon: 'watch',
          title: 'Wearables',
          text: 'Apps and platforms for fitness, health and workplace safety devices.',
        },
        {
          icon: 'car',
          title: 'Connected Vehicles',
          text: 'Telematics, fleet tracking and vehicle diagnostics in real time.',
        },
        {
          icon: 'factory',
          title: 'Industrial Internet',
          text: 'Machine monitoring and predictive maintenance to reduce downtime.',
        },
      ],
    },
    {
      blockType: 'groups',
      anchor: 'capabilities',
      eyebrow: 'Capabilities',
      heading: 'What Makes IoT Work',
      items: [
        {
          title: 'Device Connectivity',
          icon: 'wifi',
          entries: [
            { text: 'Wi-Fi, Bluetooth and cellular' },
            { text: 'MQTT and other IoT protocols' },
            { text: 'Gateway and edge integration' },
            { text: 'Secure device provisioning' },
          ],
        },
        {
          title: 'Data Management',
          icon: 'database',
          entries: [
            { text: 'Real-time data ingestion' },
            { text: 'Cloud storage and processing' },
            { text: 'Dashboards and alerts' },
            { text: 'Analytics and reporting' },
          ],
        },
      ],
    },
    {
      blockType: 'steps',
      anchor: 'approach',
      heading: 'Our Delivery Approach',
      items: [
        {
          title: 'Discover',
          text: 'We define the use case, the devices involved and the outcomes you want to measure.',
        },
        {
          title: 'Prototype',
          text: 'A working pilot proves connectivity, data flow and value before you scale.',
        },
        {
          title: 'Deploy',
          text: 'We roll out devices, platform and applications with security built in.',
        },
        {
          title: 'Optimise',
          text: 'Ongoing monitoring and analytics help you improve performance over time.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Connect Your Business?',
    text: 'Discuss your IoT idea with our team and plan a pilot that proves its value.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'Explore Technology Solutions', href: '/services?category=technology' },
  },
} as const satisfies ServicePage;
