import type { CSSProperties } from 'react';

// Inline, not a utility class: the no-JavaScript answer pages carry none of the site's CSS.
const offScreen: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the
 * tab order); form-filling bots fill it and the server then pretends to accept and keeps nothing.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={`${idPrefix}-website`}>Website</label>
      <input
        id={`${idPrefix}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The honeypot's value in a submitted form, if any. */
export function honeypotValue(form: EventTarget | null | undefined): string {
  const field = (form as HTMLFormElement | null)?.elements?.namedItem?.('website');
  return field instanceof HTMLInputElement ? field.value : '';
}
