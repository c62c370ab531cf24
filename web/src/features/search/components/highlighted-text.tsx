import { highlight } from '../lib/highlight';

/** Text with the query's words in <mark>; the text is rendered as text, never as HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
