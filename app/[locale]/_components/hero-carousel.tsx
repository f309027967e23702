"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { preload } from "react-dom";
import type { HomeCopy } from "@/content/marketing/localized";
import styles from "./hero-carousel.module.css";

/**
 * The home hero's rotating panel (spec 2.3, 4, 9): 3 slides, a dot per slide, auto-advance every `intervalMs`.
 * Every slide is in the server HTML, stacked in one grid cell so the panel keeps the tallest slide's height and
 * rotation never shifts the layout. Rotation stops with the pause button, while the pointer or focus is inside,
 * and never starts under prefers-reduced-motion. Slides cross-fade in place, so right to left needs no mirrored motion:
 * the dots and the pause button sit in a flex row that follows the page's direction (first slide's dot at the start).
 * Without JavaScript nothing rotates and the buttons cannot act: the CSS module lays the slides side by side in a strip
 * that scrolls sideways and hides the buttons (`scripting: none`).
 */
/**
 * The carousel's accessible names and role descriptions (a screen reader says "carousel" and "slide" as written), in
 * the page's language, one per slide where they name it.
 */
export type HeroCarouselLabels = { label: string; carouselRole: string; slideRole: string; chooseSlide: string; pause: string; play: string; slides: readonly string[]; showSlides: readonly string[] };

/** Nothing to subscribe to: the value only tells the server's render and hydration (false) from later ones (true). */
const noSubscription = () => () => {};
const afterHydration = () => true;
const inServerHtml = () => false;

export function HeroCarousel({ slides, intervalMs, labels }: { slides: HomeCopy["heroSlides"]; intervalMs: number; labels: HeroCarouselLabels }) {
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const root = useRef<HTMLElement>(null);
  // The hidden slides are made inert only once the carousel runs. In the server's HTML they must not be: without
  // JavaScript every slide is shown, and an inert one would be kept from screen readers and find-in-page. Before that
  // (or with scripts still loading) `invisible` keeps them from both, so nothing changes for anyone with JavaScript.
  const running = useSyncExternalStore(noSubscription, afterHydration, inServerHtml);

  // A press on a dot or on pause before hydration did nothing but leave the focus on its button (the rotation had not
  // started either): act on it now, rather than start rotating under a visitor who asked it to stop.
  useEffect(() => {
    const pressed = document.activeElement;
    if (!(pressed instanceof HTMLElement) || !root.current?.contains(pressed)) return;
    const slide = pressed.dataset.slide;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the choice was made in the DOM before React ran.
    if (slide !== undefined) setActive(Number(slide));
    setPlaying(false);
  }, []);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const stopIfReduced = () => {
      if (query.matches) setPlaying(false);
    };
    stopIfReduced();
    query.addEventListener("change", stopIfReduced);
    return () => query.removeEventListener("change", stopIfReduced);
  }, []);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, playing, held, count, intervalMs]);

  // The neighbours' artwork is fetched ahead, so the next change (either way) shows a ready image; the first slide's
  // comes inlined in the HTML (a data: URL) and needs no fetch. Only once the carousel runs (an effect, not the server
  // render's head): before that the files would only take connections and bandwidth from the fonts and scripts.
  useEffect(() => {
    for (const offset of [1, count - 1]) {
      const neighbour = slides[(active + offset) % count];
      if (neighbour && !neighbour.image.src.startsWith("data:")) preload(neighbour.image.src, { as: "image", fetchPriority: "low" });
    }
  }, [active, count, slides]);

  const rotating = playing && !held;

  return (
    <section
      aria-roledescription={labels.carouselRole}
      aria-label={labels.label}
      className="relative rounded-3xl border border-white/10 bg-white/[0.04] p-4 shadow-2xl sm:p-6"
      ref={root}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={`grid ${styles.track}`} aria-live={rotating ? "off" : "polite"} aria-atomic="false">
        {slides.map((slide, index) => {
          const isActive = index === active;
          return (
            <div
              key={slide.id}
              id={`hero-slide-${slide.id}`}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slides[index]}
              inert={running && !isActive}
              data-active={isActive ? "true" : undefined}
              className={`${styles.slide} [grid-area:1/1] ${isActive ? styles.active : "invisible opacity-0"}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG with fixed dimensions; next/image adds nothing here */}
              <img
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? undefined : "low"}
                decoding={index === 0 ? undefined : "async"}
                className="h-auto w-full rounded-2xl"
              />
              <div className="px-1 pt-6 pb-2">
                <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-400">{slide.eyebrow}</p>
                <h2 className="mt-2 text-xl font-semibold text-white sm:text-2xl">{slide.title}</h2>
                <p className="mt-2 leading-relaxed text-ink-200">{slide.description}</p>
              </div>
            </div>
          );
        })}
      </div>

      <div className={`${styles.controls} mt-4 flex items-center justify-between gap-4 px-1 print:hidden`}>
        <div className="flex items-center gap-1" role="group" aria-label={labels.chooseSlide}>
          {slides.map((slide, index) => {
            const isActive = index === active;
            return (
              <button
                key={slide.id}
                type="button"
                aria-controls={`hero-slide-${slide.id}`}
                data-slide={index}
                aria-current={isActive ? "true" : undefined}
                aria-label={labels.showSlides[index]}
                onClick={() => setActive(index)}
                className="group inline-flex h-8 min-w-8 items-center justify-center rounded-full"
              >
                {/* A dot is only its background, which forced colours would drop: there it keeps system colours. */}
                <span
                  className={`block h-2.5 rounded-full transition-all duration-300 forced-colors:forced-color-adjust-none ${isActive ? "w-8 bg-accent-400 forced-colors:bg-[Highlight]" : "w-2.5 bg-white/40 group-hover:bg-white/70 forced-colors:bg-[CanvasText] forced-colors:group-hover:bg-[Highlight]"}`}
                />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? labels.pause : labels.play}
          className="inline-flex size-10 items-center justify-center rounded-full border border-white/25 text-white transition-colors hover:bg-white/10"
        >
          {playing ? <PauseGlyph /> : <PlayGlyph />}
        </button>
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.7l-10-6.5A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}
