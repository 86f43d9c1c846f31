import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * The part of a cake's or a course's page that takes the request: the shop's note, the form
 * behind a button that opens it without any script (`<details>`; open when the form came back
 * to be fixed), and the WhatsApp and call buttons beside it.
 */
export function OrderSection({
  title,
  note,
  openLabel,
  open,
  form,
  closed,
  contact,
}: {
  title: string;
  /** The shop's ordering note (HomeData): about cakes, so a course page has none. */
  note?: string;
  openLabel: string;
  open: boolean;
  form: ReactNode;
  /** Shown instead of the form when nothing can be requested (a full or past course). */
  closed?: ReactNode;
  contact: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="detail__order" aria-labelledby={headingId}>
      <h2 className="detail__order-title" id={headingId}>
        {title}
      </h2>
      {note && <p className="detail__hint">{note}</p>}
      {closed ?? (
        <details className="detail__order-form" open={open}>
          <summary className="btn btn--primary btn--large">{openLabel}</summary>
          {form}
        </details>
      )}
      {contact}
    </section>
  );
}
