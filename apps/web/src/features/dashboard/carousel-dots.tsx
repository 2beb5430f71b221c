/**
 * The carousel's dots, one button per slide, placed after the slides so that Tab reaches the
 * slide's link first (Bootstrap's own dots come before the slides). Bootstrap's indicator look,
 * dark on the light card (message-carousel.scss).
 */
export function CarouselDots({
  labels,
  active,
  onSelect,
}: {
  labels: string[];
  active: number;
  onSelect(index: number): void;
}) {
  return (
    <div className="carousel-dots">
      {labels.map((label, index) => (
        <button
          // The dots are positions: a slide's place is its identity here.
          key={index}
          type="button"
          aria-label={label}
          aria-current={index === active}
          className={index === active ? 'active' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
