import type { ReactNode } from 'react';
import { Suspense, useId, useState } from 'react';

import { Spinner } from '../../../components/spinner';

/**
 * The part of a cake's or a course's page that takes the request: the shop's note, the button
 * that opens the form (its code, with the validation library, arrives only then, so visitors who
 * only browse never download it), and the WhatsApp and call buttons beside it.
 */
export function OrderSection({
  title,
  note,
  openLabel,
  onIntent,
  form,
  closed,
  contact,
}: {
  title: string;
  /** The shop's ordering note (HomeData): about cakes, so a course page has none. */
  note?: string;
  openLabel: string;
  /** Start fetching the form's code (pointer over or focus on the button). */
  onIntent: () => void;
  form: ReactNode;
  /** Shown instead of the button when nothing can be requested (a full or past course). */
  closed?: ReactNode;
  contact: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className="detail__order" aria-labelledby={headingId}>
      <h2 className="detail__order-title" id={headingId}>
        {title}
      </h2>
      {note && <p className="detail__hint">{note}</p>}
      {closed ??
        (open ? (
          <Suspense fallback={<Spinner />}>{form}</Suspense>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--large"
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onClick={() => setOpen(true)}
          >
            {openLabel}
          </button>
        ))}
      {contact}
    </section>
  );
}
