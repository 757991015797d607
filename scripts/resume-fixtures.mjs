// Writes the resumes the autofill's tests read (tests/unit/fixtures/resumes/): common real-world
// layouts as PDF (pdf-lib) and DOCX (a minimal WordprocessingML package), one printed by Chromium
// as a candidate's browser or word processor would (embedded font subsets, compressed streams),
// and a scan (an image only, no text). `node scripts/resume-fixtures.mjs`; the files are committed.
import { chromium } from '@playwright/test';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.mjs';

const out = path.resolve(import.meta.dirname, '../tests/unit/fixtures/resumes');
const FIXED_DATE = new Date('2026-11-01T00:00:00Z');

async function newPdf() {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setProducer('resume-fixtures');
  return {
    pdf,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
}

/** Draws `lines` ([text, size?, bold?]) from (x, y) down; returns the next y. */
function column(page, fonts, lines, x, y) {
  for (const [text, size = 10, bold = false] of lines) {
    if (text) page.drawText(text, { x, y, size, font: bold ? fonts.bold : fonts.regular });
    y -= size + 6;
  }
  return y;
}

const save = async (name, pdf) => writeFileSync(path.join(out, name), await pdf.save());

/** One column over two pages: the usual Word-exported resume (and the benchmark's file). */
async function oneColumnPdf() {
  const { pdf, regular, bold } = await newPdf();
  const fonts = { regular, bold };
  const duty = (text) => [`- ${text}`];
  const first = pdf.addPage([595, 842]);
  column(
    first,
    fonts,
    [
      ['Priya Sharma', 22, true],
      ['Senior Software Engineer', 12],
      ['priya.sharma@example.com | +91 98765 43210 | Hyderabad, Telangana', 10],
      [''],
      ['Summary', 13, true],
      ['Full-stack developer with 7+ years of experience building web applications for banks,'],
      ['insurers and retailers; comfortable owning a feature from the database to the browser.'],
      [''],
      ['Experience', 13, true],
      ['Senior Software Engineer, Infosys (Jan 2021 - Present)', 11, true],
      ...[
        'Led a team of five building the customer portal of a private bank (React, Node.js).',
        "Cut the portal's page load from 4.2 s to 1.6 s by splitting bundles and caching APIs.",
        'Designed the PostgreSQL schema for loan applications; 2 million rows a month.',
        'Introduced contract tests between the portal and twelve internal services.',
        'Mentored four graduate engineers through their first year.',
      ].map(duty),
      [''],
      ['Software Engineer, Wipro (Jul 2017 - Dec 2020)', 11, true],
      ...[
        'Built claim-tracking screens for a European insurer in Angular and Java.',
        'Automated the release checklist; releases went from monthly to weekly.',
        "Wrote the integration layer to the insurer's document store.",
      ].map(duty),
      [''],
      ['Projects', 13, true],
      ...Array.from({ length: 10 }, (_, index) =>
        duty(`Project ${index + 1}: an internal tool used by the operations team every day.`),
      ),
    ],
    50,
    790,
  );
  const second = pdf.addPage([595, 842]);
  column(
    second,
    fonts,
    [
      ['Skills', 13, true],
      ['React, TypeScript, Node.js, PostgreSQL, AWS'],
      [''],
      ['Education', 13, true],
      ['B.Tech in Computer Science, JNTU Hyderabad, 2017'],
      [''],
      ['Certifications', 13, true],
      ['AWS Certified Developer - Associate (2022)'],
      [''],
      ['Languages', 13, true],
      ['English, Hindi, Telugu'],
      [''],
      ['Achievements', 13, true],
      ...Array.from({ length: 12 }, (_, index) =>
        duty(`Recognition ${index + 1}: delivered a release ahead of plan for a key client.`),
      ),
    ],
    50,
    790,
  );
  await save('one-column.pdf', pdf);
}

/** A name across the top, then a sidebar (contact, skills) and a main column, drawn column by column. */
async function twoColumnPdf() {
  const { pdf, regular, bold } = await newPdf();
  const fonts = { regular, bold };
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 0, width: 190, height: 760, color: rgb(0.93, 0.93, 0.96) });
  column(
    page,
    fonts,
    [
      ['RAHUL VERMA', 24, true],
      ['Lead Backend Developer', 12],
    ],
    40,
    800,
  );
  column(
    page,
    fonts,
    [
      ['CONTACT', 11, true],
      ['rahul.verma@example.in'],
      ['098480 22334'],
      ['Bengaluru'],
      [''],
      ['SKILLS', 11, true],
      ['Java'],
      ['Spring Boot'],
      ['Kafka'],
      ['Kubernetes'],
      [''],
      ['EDUCATION', 11, true],
      ['B.E., VTU, 2014'],
    ],
    20,
    730,
  );
  column(
    page,
    fonts,
    [
      ['PROFILE', 11, true],
      ['Backend developer with 9 years of experience in payments and lending.'],
      [''],
      ['WORK EXPERIENCE', 11, true],
      ['Lead Backend Developer at Razorpay', 10, true],
      ['Mar 2020 - Present'],
      ['- Owns the settlement service: 40 million transactions a day.'],
      [''],
      ['Backend Developer at Flipkart', 10, true],
      ['Jun 2014 - Feb 2020'],
      ['- Built the order-tracking APIs used by the mobile apps.'],
    ],
    210,
    730,
  );
  await save('two-column.pdf', pdf);
}

/** The details as a two-column table (label, value), as many Indian job portals' templates lay them out. */
async function tablePdf() {
  const { pdf, regular, bold } = await newPdf();
  const page = pdf.addPage([595, 842]);
  page.drawText('CURRICULUM VITAE', { x: 200, y: 800, size: 16, font: bold });
  const rows = [
    ['Name', 'Kiran Kumar Naidu'],
    ['Email', 'kiran.naidu@example.co.in'],
    ['Mobile', '+91 80081 23456'],
    ['Total Experience', '12 Years'],
    ['Current Designation', 'Project Manager'],
    ['Current Company', 'Tata Consultancy Services'],
    ['Key Skills', 'Agile, Scrum, Stakeholder Management, JIRA'],
    ['Notice Period', '60 days'],
  ];
  let y = 760;
  for (const [label, value] of rows) {
    page.drawRectangle({
      x: 50,
      y: y - 8,
      width: 495,
      height: 24,
      borderColor: rgb(0.4, 0.4, 0.4),
      borderWidth: 0.5,
    });
    page.drawLine({ start: { x: 200, y: y - 8 }, end: { x: 200, y: y + 16 }, thickness: 0.5 });
    page.drawText(label, { x: 58, y, size: 10, font: bold });
    page.drawText(value, { x: 208, y, size: 10, font: regular });
    y -= 24;
  }
  await save('table.pdf', pdf);
}

/** A photographed or scanned resume: one page that is only an image. */
async function scannedPdf() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#fafafa"/>
    <text x="30" y="60" font-family="sans-serif" font-size="32">Meera Iyer</text>
    <text x="30" y="110" font-family="sans-serif" font-size="18">meera.iyer@example.com  +91 94400 11223</text>
    <text x="30" y="150" font-family="sans-serif" font-size="18">6 years of experience</text></svg>`;
  const png = await sharp(Buffer.from(svg)).greyscale().png({ compressionLevel: 9 }).toBuffer();
  const { pdf } = await newPdf();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([595, 842]);
  page.drawImage(image, { x: 0, y: 542, width: 595, height: 300 });
  await save('scanned.pdf', pdf);
}

const xmlEscape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const run = (text, bold) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r>`;
const paragraph = (text, bold = false) => `<w:p>${text ? run(text, bold) : ''}</w:p>`;
const table = (rows) =>
  `<w:tbl><w:tblPr><w:tblBorders><w:insideH w:val="single" w:sz="4"/></w:tblBorders></w:tblPr>${rows
    .map(
      (cells) => `<w:tr>${cells.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`,
    )
    .join('')}</w:tbl>`;

/** A minimal WordprocessingML package: content types, relationships and the main document. */
async function saveDocx(name, body) {
  const zip = new JSZip();
  const date = FIXED_DATE;
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    { date },
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    { date },
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    { date },
  );
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  writeFileSync(path.join(out, name), bytes);
}

async function oneColumnDocx() {
  await saveDocx(
    'one-column.docx',
    [
      paragraph('Arjun Menon', true),
      paragraph('Data Analyst | arjun.menon@example.com | +91-99887-76655'),
      paragraph(''),
      paragraph('PROFESSIONAL SUMMARY', true),
      paragraph('Data analyst with 4 years of experience in retail and e-commerce analytics.'),
      paragraph('PROFESSIONAL EXPERIENCE', true),
      paragraph('Data Analyst - Myntra (Aug 2022 - Present)', true),
      paragraph('Built the weekly sales dashboards used by category managers.'),
      paragraph('Junior Analyst - Reliance Retail (2020 - 2022)', true),
      paragraph('TECHNICAL SKILLS', true),
      paragraph('Languages: Python, SQL'),
      paragraph('Tools: Power BI, Excel'),
      paragraph('EDUCATION', true),
      paragraph('B.Com, University of Kerala, 2020'),
    ].join(''),
  );
}

async function tableDocx() {
  await saveDocx(
    'table.docx',
    [
      paragraph('RESUME', true),
      table([
        ['Name', 'Anita Reddy'],
        ['Email', 'anita.reddy@example.com'],
        ['Mobile', '91-9123456789'],
        ['Total Experience', '5.5 Years'],
        ['Current Designation', 'QA Lead'],
        ['Current Company', 'Tech Mahindra'],
        ['Key Skills', 'Selenium, Java, TestNG, JIRA'],
      ]),
      paragraph('Declaration', true),
      paragraph('I hereby declare that the above information is true to the best of my knowledge.'),
    ].join(''),
  );
}

/** Two pages printed from HTML in Chromium: fonts embedded as subsets, as in most real resumes. */
async function printedPdf() {
  const item = (text) => `<li>${text}</li>`;
  const html = `<!doctype html><html><body style="font: 11pt 'DejaVu Sans', sans-serif; margin: 0">
    <h1 style="margin: 0">Meera Iyer</h1>
    <p>Full Stack Developer</p>
    <p>meera.iyer@example.com · +91 97011 22446 · Chennai</p>
    <h2>Summary</h2>
    <p>Developer with 6 years of experience shipping web products for retail and logistics.</p>
    <h2>Experience</h2>
    <h3>Full Stack Developer, HCLTech (2022 – Present)</h3>
    <ul>${['Built the order-tracking site of a logistics client in Vue.js and Django.', 'Moved twelve services to Docker and cut deployment time by half.', 'Ran the weekly design review with the client’s product owners.'].map(item).join('')}</ul>
    <h3>Software Engineer, Zoho (2019 – 2022)</h3>
    <ul>${Array.from({ length: 14 }, (_, index) => item(`Feature ${index + 1}: a report screen used by store managers every morning.`)).join('')}</ul>
    <h2 style="break-before: page">Skills</h2>
    <p>Vue.js, Python, Django, Docker</p>
    <h2>Education</h2>
    <p>B.E. in Information Technology, Anna University, 2019</p>
    <h2>Languages</h2>
    <p>English, Tamil, Hindi</p>
  </body></html>`;
  writeFileSync(path.join(out, 'printed.pdf'), await print(html, '2cm'));
}

/** HTML printed to A4 by Chromium. */
async function print(html, margin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return await page.pdf({
      format: 'A4',
      margin: { top: margin, bottom: margin, left: margin, right: margin },
    });
  } finally {
    await browser.close();
  }
}

await Promise.all([
  oneColumnPdf(),
  printedPdf(),
  twoColumnPdf(),
  tablePdf(),
  scannedPdf(),
  oneColumnDocx(),
  tableDocx(),
]);
console.log(`resumes written to ${path.relative(process.cwd(), out)}`);
