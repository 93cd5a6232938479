/**
 * The carousel's dots as buttons named by the slide's number: a 24 px target around each dot
 * (WCAG 2.2 target size), the slide on show marked `aria-current`.
 */
export function SlideDots({ total, current, onPick }: { total: number; current: number; onPick: (index: number) => void }) {
  return (
    <div className="home-slide-dots">
      {Array.from({ length: total }, (_, index) => (
        <button
          key={index}
          type="button"
          className="home-slide-dots__dot"
          aria-current={index === current || undefined}
          onClick={() => onPick(index)}
        >
          {index + 1}
        </button>
      ))}
    </div>
  );
}
