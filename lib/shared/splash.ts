/** The splash never stays longer than this, even if the document is never fully parsed. Test seam. */
export const SPLASH_MAX_MS = 15_500;
/** sessionStorage key marking that this tab has seen the splash; named in the privacy and cookies policies. Test seam. */
export const SPLASH_SESSION_KEY = 'splashShown';

/**
 * Runs inline in <head>. Shows the splash at most once per browser session, never under
 * prefers-reduced-motion, and hides it once the document is parsed (splashEndScript, with
 * DOMContentLoaded as the fallback) or after SPLASH_MAX_MS. The content is in the document, so
 * the splash never waits for images, fonts or scripts (the window's load event), which on a slow
 * phone network take seconds more.
 */
export const splashBootScript = `(function(){try{
var d=document.documentElement;
window.__hideSplash=function(){if(d.dataset.splash!=='show')return;d.dataset.splash='leaving';setTimeout(function(){d.dataset.splash='off'},300)};
if(sessionStorage.getItem('${SPLASH_SESSION_KEY}')||matchMedia('(prefers-reduced-motion: reduce)').matches)return;
sessionStorage.setItem('${SPLASH_SESSION_KEY}','1');d.dataset.splash='show';
document.addEventListener('DOMContentLoaded',window.__hideSplash);setTimeout(window.__hideSplash,${SPLASH_MAX_MS});
}catch(e){}})();`;

/**
 * Runs inline right after the page's content: the splash leaves as soon as the parser has
 * read it. DOMContentLoaded comes later on a slow phone, because the framework's async scripts
 * (hydration) run while the rest of the document (its RSC payload) is parsed, which can keep
 * the splash over a finished page for seconds.
 */
export const splashEndScript = 'window.__hideSplash&&window.__hideSplash()';

declare global {
  interface Window {
    __hideSplash?: () => void;
  }
}
