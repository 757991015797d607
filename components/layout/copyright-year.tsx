const ID = 'copyright-year';

/** Runs as soon as the parser reaches it: pre-rendered pages keep their build year otherwise. */
const copyrightYearScript = `document.getElementById('${ID}').textContent=String(new Date().getFullYear())`;

/**
 * The current year in the footer: the build's year in the HTML (right without JavaScript until
 * the year turns), replaced by the visitor's year before first paint. The script changes the text
 * before React hydrates, hence suppressHydrationWarning.
 */
export function CopyrightYear() {
  return (
    <>
      <span id={ID} suppressHydrationWarning>
        {new Date().getFullYear()}
      </span>
      <script dangerouslySetInnerHTML={{ __html: copyrightYearScript }} />
    </>
  );
}
