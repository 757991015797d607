'use client';

import { useSyncExternalStore } from 'react';

export type CookiePreferences = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
};
export type ConsentValue = 'accepted' | 'declined' | 'customized';
export type Consent = { value: ConsentValue; preferences: CookiePreferences; givenAt: string };

/** Named in the privacy and cookies policies; a test seam (their test checks it). */
export const CONSENT_KEY = 'cookieConsent';
/** Named in the privacy and cookies policies; a test seam (their test checks it). */
export const PREFERENCES_KEY = 'cookiePreferences';
/** The banner promises the choice is kept for one year; after that we ask again. Test seam. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const allAccepted: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  personalization: true,
};
export const allDeclined: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  personalization: false,
};
export const customizeDefaults: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: false,
  personalization: true,
};

const CHANGE_EVENT = 'consentchange';

function parse(raw: string | null): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Reads the stored consent; anything malformed or older than a year counts as none. */
export function readConsent(now = Date.now()): Consent | null {
  if (typeof window === 'undefined') return null;
  const value = window.localStorage.getItem(CONSENT_KEY);
  const stored = parse(window.localStorage.getItem(PREFERENCES_KEY)) as Partial<
    CookiePreferences & { givenAt: string }
  > | null;
  if (value !== 'accepted' && value !== 'declined' && value !== 'customized') return null;
  if (!stored || typeof stored.givenAt !== 'string') return null;
  const givenAt = Date.parse(stored.givenAt);
  if (Number.isNaN(givenAt) || now - givenAt > CONSENT_MAX_AGE_MS) return null;
  return {
    value,
    givenAt: stored.givenAt,
    preferences: {
      necessary: true,
      analytics: stored.analytics === true,
      marketing: stored.marketing === true,
      personalization: stored.personalization === true,
    },
  };
}

export function saveConsent(value: ConsentValue, preferences: CookiePreferences): void {
  const givenAt = new Date().toISOString();
  window.localStorage.setItem(CONSENT_KEY, value);
  window.localStorage.setItem(
    PREFERENCES_KEY,
    JSON.stringify({ ...preferences, necessary: true, givenAt }),
  );
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let cached: { raw: string; consent: Consent | null } | null = null;

function snapshot(): Consent | null {
  const raw = `${window.localStorage.getItem(CONSENT_KEY)}|${window.localStorage.getItem(PREFERENCES_KEY)}`;
  if (!cached || cached.raw !== raw) cached = { raw, consent: readConsent() };
  return cached.consent;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The visitor's current consent (null until given, and always null on the server).
 * Optional scripts must check `useConsent()?.preferences.analytics` (etc.) before loading.
 */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
