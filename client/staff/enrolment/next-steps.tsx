import { useId } from 'react';

/** Step 1's outline of the whole enrolment (spec section 2). */
export const enrolmentSteps = [
  'Confirm the five required consent forms with the family.',
  'Generate the parent invitation link.',
  'The parent registers their account from the link.',
  'The parent sets up payment.',
];

/** What happens once the invitation exists. */
export const afterInvitationSteps = [
  'Share the registration link with the parent: Copy puts it on the clipboard.',
  'The parent opens the link and registers their account; the link works once.',
  'The parent sets up payment, and the child appears in their portal.',
];

export function NextSteps({ title = 'Next Steps', steps }: { title?: string; steps: string[] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-blue-200 bg-blue-50 p-6 text-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ol className="list-decimal space-y-1.5 pl-5 text-slate-800">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
