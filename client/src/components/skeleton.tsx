/** Grey placeholder blocks while content loads; hidden from assistive tech (a status says "loading"). */
export function Skeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={['skeleton', className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" />
      ))}
    </div>
  );
}
