import { type ReactNode, useId } from 'react';

/** A titled part of an opened lab test (h3 under the test's h2), named by its title for screen readers. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="lab-test__section">
      <h3 id={id} className="lab-test__section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
