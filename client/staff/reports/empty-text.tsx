/** A list's or chart's empty state: the spec's sentence. */
export function EmptyText({ text }: { text: string }) {
  return <p className="py-6 text-center text-slate-600">{text}</p>;
}
