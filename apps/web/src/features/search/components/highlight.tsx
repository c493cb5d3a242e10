import { Fragment } from 'react';

/** `text` with every case-insensitive occurrence of `keyword` in a <mark>. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  const k = keyword.trim();
  if (!k) return <>{text}</>;
  const lower = text.toLowerCase();
  const needle = k.toLowerCase();
  const parts: { s: string; hit: boolean }[] = [];
  let at = 0;
  for (let i = lower.indexOf(needle); i >= 0; i = lower.indexOf(needle, at)) {
    if (i > at) parts.push({ s: text.slice(at, i), hit: false });
    parts.push({ s: text.slice(i, i + k.length), hit: true });
    at = i + k.length;
  }
  if (at < text.length) parts.push({ s: text.slice(at), hit: false });
  return (
    <>
      {parts.map((p, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        p.hit ? <mark key={i}>{p.s}</mark> : <Fragment key={i}>{p.s}</Fragment>,
      )}
    </>
  );
}
