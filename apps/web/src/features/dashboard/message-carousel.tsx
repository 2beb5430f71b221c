import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Carousel from 'react-bootstrap/Carousel';
import type { DashboardMessagesResponseSchema } from '@trellis/shared/content-api';
import type { DashboardMessage } from '@trellis/shared/content';
import { apiRequest } from '../../lib/api-client';
import { sanitizeHtml } from '../../lib/rich-text';
import { CarouselDots } from './carousel-dots';
import { MessageIcon } from './message-icon';
import './message-carousel.scss';

/** Spec §9: a new message every 5 s, faded in over 500 ms (the fade is in message-carousel.scss). */
export const CAROUSEL_INTERVAL_MS = 5000;

const messagesQuery = {
  queryKey: ['content', 'dashboard-messages'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<typeof DashboardMessagesResponseSchema>('/content/dashboard-messages', { signal }),
  staleTime: Infinity,
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function MessageLink({ message }: { message: DashboardMessage }) {
  if (message.linkUrl.startsWith('/')) {
    return (
      <Link to={message.linkUrl} className="btn btn-outline-primary btn-sm">
        {message.linkText}
      </Link>
    );
  }
  return (
    <a
      href={message.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="btn btn-outline-primary btn-sm"
    >
      {message.linkText}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function Slide({ message }: { message: DashboardMessage }) {
  return (
    <div className="d-flex gap-3 align-items-start dashboard-message">
      <span className="text-primary flex-shrink-0">
        <MessageIcon icon={message.icon} />
      </span>
      <div>
        <h3 className="h5">{message.title}</h3>
        {/* The library's message HTML, sanitised: no scripts, ids, styles or classes. */}
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.message) }} />
        <MessageLink message={message} />
      </div>
    </div>
  );
}

/**
 * The dashboard's rotating messages (spec §2, §4): with more than one, a new one every 5 s
 * with a fade; rotation pauses while the pointer or keyboard focus is on it, stops with the
 * Pause button, and never starts when the user prefers reduced motion.
 */
export function MessageCarousel() {
  const messages = useQuery(messagesQuery);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  // Spec §8: a failed load is only logged; the dashboard simply shows no messages.
  const list = messages.data?.messages ?? [];
  if (list.length === 0) return null;
  const rotating = list.length > 1 && !stopped && !hovered && !focused;

  return (
    <section
      aria-labelledby="messages-heading"
      className="card card-body mt-4 dashboard-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 id="messages-heading" className="h6 text-uppercase text-body-secondary mb-0">
          Tips and News
        </h2>
        {list.length > 1 && (
          <Button
            variant="link"
            size="sm"
            aria-label={`${stopped ? 'Play' : 'Pause'} the tips`}
            onClick={() => setStopped(!stopped)}
          >
            {stopped ? 'Play' : 'Pause'}
          </Button>
        )}
      </div>
      <Carousel
        activeIndex={index % list.length}
        onSelect={setIndex}
        fade
        interval={rotating ? CAROUSEL_INTERVAL_MS : null}
        pause={false}
        controls={false}
        // Drawn below instead: Bootstrap's dots come before the slides, so Tab reached them
        // before the slide's own link.
        indicators={false}
        slide={!prefersReducedMotion()}
        touch
        variant="dark"
        aria-live={rotating ? 'off' : 'polite'}
      >
        {list.map((message) => (
          <Carousel.Item key={message.id}>
            <Slide message={message} />
          </Carousel.Item>
        ))}
      </Carousel>
      {list.length > 1 && (
        <CarouselDots
          labels={list.map((message) => `Show tip: ${message.title}`)}
          active={index % list.length}
          onSelect={setIndex}
        />
      )}
    </section>
  );
}
