import { Fragment } from 'react';
import { Link } from '@dating/platform/router';
import { fillPlaceholders, type PlaceholderValues } from '../lib/fill-placeholders';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One text of a page: placeholders filled, `[label](href)` drawn as a link. */
export function RichText({ text, values }: { text: string; values: PlaceholderValues }) {
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', target = ''] = match;
    parts.push(fillPlaceholders(text.slice(from, match.index), values));
    const href = fillPlaceholders(target, values);
    const content = fillPlaceholders(label, values);
    parts.push(
      // Pages of the product go through the router (no reload); anchors, mail and phone not.
      href.startsWith('/') ? (
        <Link key={match.index} to={href}>
          {content}
        </Link>
      ) : (
        <a key={match.index} href={href}>
          {content}
        </a>
      ),
    );
    from = match.index + whole.length;
  }
  parts.push(fillPlaceholders(text.slice(from), values));
  return <Fragment>{parts}</Fragment>;
}
