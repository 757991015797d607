/**
 * Demo openings served by the embedded backend (no ADMIN_API_URL), in the admin API's raw
 * shape (spec 7, call 3), newest first as the admin API lists them. Only one opening, on the
 * third page of ten, mentions Kubernetes: the careers tests rely on that.
 * tests/fake-admin-api/fixture.json is generated from this file.
 */
export type RawJob = {
  id: number;
  title: string;
  description: string;
  location: string;
  employment_type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  work_type: 'On-site' | 'Hybrid' | 'Remote';
  experience: string;
  education: string;
  required_skills: string;
  requirements: string;
  created_at: string;
  /** Two of the admin API's names for a closing date (it may also send `deadline`). */
  closing_date?: string;
  valid_through?: string;
};

type Row = [
  title: string,
  location: string,
  employmentType: RawJob['employment_type'],
  workType: RawJob['work_type'],
  experience: string,
  education: string,
  skills: string,
  description: string,
  requirements: string[],
  createdAt: string,
];

const rows: Row[] = [
  ['Senior Java Developer', 'Hyderabad', 'Full-time', 'Hybrid', '5-8 years', 'B.Tech / B.E. in Computer Science', 'Java, Spring Boot, Microservices, PostgreSQL, REST APIs', 'Build and scale the core lending platform of a leading NBFC client, owning services from design review to production support.', ['5+ years of Java in production systems', 'Hands-on Spring Boot and JPA', 'Experience with code reviews and mentoring'], '2026-11-18 10:00:00'],
  ['IT Recruiter', 'Hyderabad', 'Full-time', 'On-site', '2-4 years', 'Any graduate; MBA (HR) preferred', 'Technical sourcing, Naukri, LinkedIn Recruiter, Stakeholder management', 'Source, screen and close technology roles for enterprise clients across BFSI and product companies.', ['2+ years of IT recruitment', 'Strong Boolean search skills', 'Comfortable with monthly closure targets'], '2026-11-15 09:30:00'],
  ['React Frontend Engineer', 'Bengaluru', 'Full-time', 'Hybrid', '3-5 years', 'B.Tech / MCA', 'React, TypeScript, Next.js, Tailwind CSS, Testing Library', 'Create fast, accessible customer journeys for a retail client’s web storefront used by millions of shoppers each month.', ['Solid TypeScript and React fundamentals', 'Care for accessibility and performance', 'Experience writing component tests'], '2026-11-12 11:15:00'],
  ['Payroll Executive', 'Hyderabad', 'Full-time', 'On-site', '1-3 years', 'B.Com / M.Com', 'Payroll processing, PF, ESI, Professional tax, Excel', 'Run monthly payroll for client employees on our rolls, including statutory filings and employee query resolution.', ['Working knowledge of PF, ESI and PT', 'Advanced Excel', 'Attention to detail and deadlines'], '2026-11-08 14:00:00'],
  ['Business Analyst', 'Pune', 'Full-time', 'Hybrid', '4-6 years', 'Graduate; MBA preferred', 'Requirements gathering, BPMN, JIRA, SQL, Stakeholder workshops', 'Translate business goals into clear requirements for a manufacturing client’s ERP modernisation programme.', ['4+ years as a business analyst', 'Experience with ERP or supply-chain projects', 'Clear written communication'], '2026-11-05 10:45:00'],
  ['Digital Marketing Specialist', 'Remote', 'Full-time', 'Remote', '2-4 years', 'Graduate in Marketing or Communications', 'SEO, Google Ads, Meta Ads, Google Analytics 4, Content planning', 'Plan and run performance campaigns for B2B clients, reporting on traffic, leads and return on spend.', ['Proven results with paid campaigns', 'Hands-on GA4 reporting', 'Good copywriting skills'], '2026-11-01 09:00:00'],
  ['Contract SAP FICO Consultant', 'Bengaluru', 'Contract', 'Hybrid', '6-10 years', 'CA / MBA Finance / B.Com', 'SAP FICO, S/4HANA, GST configuration, Month-end close', 'Support a six-month S/4HANA finance rollout for a consumer goods client, covering configuration, testing and cut-over.', ['At least two full-cycle implementations', 'S/4HANA finance experience', 'Available to start within 30 days'], '2026-10-28 16:20:00'],
  ['HR Operations Intern', 'Hyderabad', 'Internship', 'On-site', 'Freshers', 'MBA (HR) student', 'MS Office, Communication, Documentation', 'Learn onboarding, documentation and employee records management alongside our HR operations team for six months.', ['Pursuing an MBA in HR', 'Good spoken and written English', 'Available full time for six months'], '2026-10-24 10:00:00'],
  ['Python Data Engineer', 'Hyderabad', 'Full-time', 'Hybrid', '3-6 years', 'B.Tech / M.Tech', 'Python, Apache Spark, Airflow, SQL, AWS Glue', 'Design reliable data pipelines that feed analytics dashboards for a healthcare client’s hospital network.', ['Production experience with Spark', 'Strong SQL', 'Experience with workflow schedulers'], '2026-10-20 12:30:00'],
  ['Executive Assistant to Director', 'Hyderabad', 'Full-time', 'On-site', '3-5 years', 'Any graduate', 'Calendar management, MS Office, Business correspondence', 'Support our Managing Director with scheduling, client correspondence, travel and board meeting preparation.', ['Experience supporting senior leaders', 'Excellent organisation', 'Discretion with confidential matters'], '2026-10-15 09:15:00'],
  ['QA Automation Engineer', 'Pune', 'Full-time', 'Hybrid', '3-5 years', 'B.Tech / B.E.', 'Selenium, Playwright, Java, API testing, CI pipelines', 'Own automated regression suites for an insurance client’s policy administration system.', ['3+ years of test automation', 'API testing experience', 'Ability to design test strategy'], '2026-10-10 11:00:00'],
  ['Part-time Content Writer', 'Remote', 'Part-time', 'Remote', '1-3 years', 'Graduate in English, Journalism or Marketing', 'B2B writing, SEO writing, Research, Editing', 'Write articles, case studies and service pages for our clients in technology and staffing, about 20 hours a week.', ['Portfolio of published B2B writing', 'Comfort with SEO briefs', 'Reliable with deadlines'], '2026-10-05 15:30:00'],
  ['Android Developer', 'Bengaluru', 'Full-time', 'On-site', '2-5 years', 'B.Tech / MCA', 'Kotlin, Jetpack Compose, Coroutines, REST APIs, Firebase', 'Build features for a logistics client’s driver app used by thousands of delivery partners every day.', ['Shipped apps on the Play Store', 'Kotlin and Jetpack Compose', 'Offline-first thinking'], '2026-09-30 10:10:00'],
  ['Talent Acquisition Lead', 'Chennai', 'Full-time', 'Hybrid', '7-10 years', 'MBA (HR)', 'Team leadership, Volume hiring, Client management, ATS', 'Lead a team of eight recruiters delivering volume and niche hiring for manufacturing and automotive clients.', ['Team leadership experience', 'Volume hiring track record', 'Client-facing confidence'], '2026-09-24 09:45:00'],
  ['UI/UX Designer', 'Hyderabad', 'Full-time', 'Hybrid', '3-6 years', 'Degree in Design or equivalent portfolio', 'Figma, Design systems, User research, Prototyping, Accessibility', 'Shape the experience of our HRMS and performance-review products, from research to shipped interfaces.', ['Portfolio of product design work', 'Experience with design systems', 'Understanding of WCAG'], '2026-09-18 13:00:00'],
  ['Contract .NET Developer', 'Remote', 'Contract', 'Remote', '4-7 years', 'B.Tech / MCA', 'C#, .NET 8, ASP.NET Core, SQL Server, Azure', 'Modernise legacy line-of-business applications for a banking client over a twelve-month contract.', ['Strong C# and ASP.NET Core', 'SQL Server performance tuning', 'Available for overlap with UK hours'], '2026-09-12 10:30:00'],
  ['Accounts Executive', 'Hyderabad', 'Full-time', 'On-site', '2-4 years', 'B.Com / M.Com', 'Tally Prime, GST returns, TDS, Reconciliation', 'Manage day-to-day accounting, vendor payments and GST compliance for our Hyderabad office.', ['Hands-on Tally Prime', 'GST and TDS filing experience', 'Strong reconciliation skills'], '2026-09-06 11:45:00'],
  ['Machine Learning Engineer', 'Bengaluru', 'Full-time', 'Hybrid', '3-6 years', 'B.Tech / M.Tech in CS or related', 'Python, PyTorch, scikit-learn, MLOps, SQL', 'Build and deploy models that power review suggestions and benchmarking in our performance-review product.', ['Models deployed to production', 'Strong Python', 'Experience with model monitoring'], '2026-08-30 09:00:00'],
  ['Corporate Trainer – Process Automation', 'Hyderabad', 'Part-time', 'On-site', '5+ years', 'Graduate; RPA certification preferred', 'UiPath, Power Automate, Training delivery, Curriculum design', 'Deliver weekend RPA training batches for working professionals and corporate teams.', ['Certified in a leading RPA tool', 'Prior training delivery', 'Engaging presentation style'], '2026-08-22 10:00:00'],
  ['Sales Development Representative', 'Mumbai', 'Full-time', 'Hybrid', '1-3 years', 'Any graduate; MBA preferred', 'Lead generation, Cold calling, CRM, Email outreach', 'Open conversations with HR and technology leaders who need staffing or consulting support.', ['Experience in B2B inside sales', 'Fluent English and Hindi', 'Comfort with targets'], '2026-08-14 12:15:00'],
  ['Site Reliability Engineer', 'Hyderabad', 'Full-time', 'Hybrid', '4-7 years', 'B.Tech / B.E.', 'Linux, Terraform, Prometheus, Incident management, Scripting', 'Keep a fintech client’s platform fast and available, from on-call rotations to capacity planning.', ['On-call experience for production systems', 'Infrastructure as code', 'Calm under pressure'], '2026-08-05 09:30:00'],
  ['Technical Support Engineer', 'Hyderabad', 'Full-time', 'On-site', '1-3 years', 'B.Tech / B.Sc / Diploma', 'Windows, Networking basics, Ticketing tools, Customer communication', 'Resolve first and second-line issues for application-support clients by phone, e-mail and live chat.', ['Experience on a service desk', 'Clear communication', 'Willing to work rotational shifts'], '2026-07-28 14:40:00'],
  ['Localization Project Coordinator', 'Remote', 'Contract', 'Remote', '2-4 years', 'Graduate; foreign language skills a plus', 'Project coordination, CAT tools, Vendor management, Quality checks', 'Coordinate translators and reviewers delivering software and document localization for global clients.', ['Experience with CAT tools', 'Organised with many parallel deadlines', 'A second language is an advantage'], '2026-07-19 10:20:00'],
  ['Cloud Platform Engineer', 'Bengaluru', 'Full-time', 'Hybrid', '5-8 years', 'B.Tech / M.Tech', 'AWS, Docker, Helm, GitOps, Terraform', 'Run Kubernetes clusters for a SaaS client, automating deployments, upgrades and cost reviews across three regions.', ['Production container platform experience', 'Infrastructure as code', 'Strong troubleshooting'], '2026-07-08 11:00:00'],
  ['Graduate Engineer Trainee', 'Hyderabad', 'Internship', 'On-site', 'Freshers', 'B.Tech / B.E. (2026 batch)', 'Programming fundamentals, SQL, Problem solving', 'A six-month paid internship in application development with a path to a full-time offer.', ['2026 graduate in engineering', 'Good programming fundamentals', 'Eagerness to learn'], '2026-06-25 09:00:00'],
  ['Recruitment Coordinator (Part-time)', 'Pune', 'Part-time', 'Hybrid', '1-2 years', 'Any graduate', 'Interview scheduling, Candidate communication, ATS, Excel', 'Schedule interviews and keep candidates informed for our Pune hiring desk, about 25 hours a week.', ['Experience coordinating interviews', 'Polite and prompt communication', 'Comfortable with spreadsheets'], '2026-06-11 10:30:00'],
  ['IoT Solutions Architect', 'Hyderabad', 'Contract', 'Hybrid', '8-12 years', 'B.Tech / M.Tech in Electronics or CS', 'MQTT, Edge computing, Azure IoT, Embedded C, Solution design', 'Design connected-device solutions for an industrial client, from sensors at the edge to dashboards in the cloud.', ['Delivered end-to-end IoT solutions', 'Knowledge of industrial protocols', 'Client-facing architecture experience'], '2026-05-20 12:00:00'],
];

/** Closing dates of some openings, by id, as the admin API writes them (IST wall clock). */
const closing: Record<number, Pick<RawJob, 'closing_date' | 'valid_through'>> = {
  1003: { closing_date: '2027-03-31' },
  1024: { valid_through: '2027-06-30 18:00:00' },
};

export const demoJobs: RawJob[] = rows.map(
  ([title, location, employmentType, workType, experience, education, skills, description, requirements, createdAt], index) => ({
    id: 1001 + index,
    title,
    description,
    location,
    employment_type: employmentType,
    work_type: workType,
    experience,
    education,
    required_skills: skills,
    requirements: requirements.join('\n'),
    created_at: createdAt,
    ...closing[1001 + index],
  }),
);
