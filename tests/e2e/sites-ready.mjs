// The last of playwright.config.ts's webServers. Playwright starts its webServers one after
// another, each once the one before is ready; the three sites count as ready when they first
// print, so they start together (a first start migrates and seeds the CMS: seconds each), and
// this one waits until every site named on its command line answers, says so, and stays until
// Playwright stops it.
const urls = process.argv.slice(2);

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

while (!(await Promise.all(urls.map(answers))).every(Boolean))
  await new Promise((resolve) => setTimeout(resolve, 100));
console.log('every site answers');
setInterval(() => {}, 2 ** 30);
