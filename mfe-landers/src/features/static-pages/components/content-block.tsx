import type { Block } from '../lib/page-content';
import { fillPlaceholders, type PlaceholderValues } from '../lib/fill-placeholders';
import { RichText } from './rich-text';

interface BlockProps {
  readonly block: Block;
  readonly values: PlaceholderValues;
}

/** One block of a section as semantic HTML. */
export function ContentBlock({ block, values }: BlockProps) {
  const text = (value: string) => <RichText text={value} values={values} />;
  if ('p' in block) return <p>{text(block.p)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item, index) => (
          <li key={index}>{text(item)}</li>
        ))}
      </ul>
    );
  }
  if ('table' in block) {
    const { head, rows } = block.table;
    const caption = fillPlaceholders(block.table.caption, values);
    return (
      // A wide table scrolls inside its own box on a phone instead of widening the page.
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {text(cell)}
                    </th>
                  ) : (
                    <td key={column}>{text(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <details>
      <summary>{text(block.qa.q)}</summary>
      {block.qa.a.map((answer, index) => (
        <p key={index}>{text(answer)}</p>
      ))}
    </details>
  );
}
