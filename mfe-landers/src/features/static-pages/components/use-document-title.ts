import { useEffect } from 'react';

/** `Page | Site` while the page is shown; the title before it comes back afterwards. */
export function useDocumentTitle(title: string | null, site: string | null) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = site ? `${title} | ${site}` : title;
    return () => {
      document.title = before;
    };
  }, [title, site]);
}
