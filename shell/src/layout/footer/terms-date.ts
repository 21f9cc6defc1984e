import { useEffect, useState } from 'react';
import type { WrittenDay } from '@dating/shared-contracts';
import { formatDay } from '@dating/shared-contracts/api';

const written = new Map<string, string>();

/** A day the server already wrote in a language (the page's boot data): not written again. */
export function knowWrittenDay({ locale, day, text }: WrittenDay): void {
  written.set(`${locale} ${day}`, text);
}

/**
 * The terms version day (YYYY-MM-DD) written the way the reader's language writes dates.
 * The first date a page formats sets up the browser's locale data, about 60 ms on a mid-range
 * phone; inside the boot's render that would block a visitor's taps (decision 0131). So the
 * footer shows the plain day at first and writes it out in a task of its own; a day and language
 * written once, or written by the server into the page, come back at once.
 */
export function useTermsDate(day: string, locale: string): string {
  const key = `${locale} ${day}`;
  const [, setWritten] = useState('');
  useEffect(() => {
    if (written.has(key)) return;
    const timer = setTimeout(() => {
      written.set(key, formatDay(day, locale));
      setWritten(key);
    });
    return () => clearTimeout(timer);
  }, [key, day, locale]);
  return written.get(key) ?? day;
}
